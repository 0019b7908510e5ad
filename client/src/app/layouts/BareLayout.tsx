import { Outlet } from 'react-router-dom';

import { mainContentId, SkipLink } from '../../shared/components/SkipLink';

/** Layout "none": the page draws everything itself. */
export function BareLayout() {
  return (
    <>
      <SkipLink />
      <main id={mainContentId} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
