import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { ErrorView } from '../../shared/components/ErrorView';
import { mainContentId, SkipLink } from '../../shared/components/SkipLink';

function messageOf(value: unknown): string | undefined {
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') {
    return value.message;
  }
  return typeof value === 'string' ? value : undefined;
}

/** Fatal errors: guard failures such as doc-id-check, and anything a page throws while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? messageOf(error.data) : undefined;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      <SkipLink />
      <main id={mainContentId} tabIndex={-1}>
        <ErrorView status={status} message={message} />
      </main>
    </>
  );
}
