/**
 * Thrown while rendering when a page's record does not exist: the route error page shows it like the
 * doc-id-check guard's fatal 404 (it has the shape react-router's isRouteErrorResponse looks for).
 */
export class RouteNotFoundError extends Error {
  readonly status = 404;
  readonly statusText = 'Not Found';
  readonly internal = false;
  readonly data: { message: string };

  constructor(pathname: string) {
    super(`Page Not Found: ${pathname}`);
    this.name = 'RouteNotFoundError';
    this.data = { message: this.message };
  }
}
