import { ErrorView } from '../../shared/components/ErrorView';
import { mainContentId, SkipLink } from '../../shared/components/SkipLink';

type RouteErrorPageProps = { status?: number; message?: string };

/** Fatal errors: guard refusals such as doc-id-check (404), and anything a page throws while rendering (500). */
export function RouteErrorPage({ status = 500, message }: RouteErrorPageProps) {
  return (
    <>
      <SkipLink />
      <main id={mainContentId} tabIndex={-1}>
        <ErrorView status={status} message={message} />
      </main>
    </>
  );
}
