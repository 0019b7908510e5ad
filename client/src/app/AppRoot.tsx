import { Outlet, ScrollRestoration } from 'react-router-dom';

import { useBuildVersionCheck } from './build-version';
import { useSessionKeeper } from './session-keeper';

/** The root route: app-wide effects, then the layout of the matched page. */
export function AppRoot() {
  useBuildVersionCheck();
  useSessionKeeper();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
