import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Location } from 'react-router-dom';

import { RouteErrorPage } from './pages/RouteErrorPage';

type RouteErrorBoundaryProps = { location: Location; children: ReactNode };
type RouteErrorBoundaryState = { location: Location; failed: boolean };

/**
 * What a page, a layout or a chunk that cannot load throws while rendering: the fatal error page
 * (500) in place of the app's layout, until the next navigation.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { location: this.props.location, failed: false };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.location === state.location ? null : { location: props.location, failed: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
