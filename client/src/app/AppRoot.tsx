import { Outlet, ScrollRestoration } from 'react-router-dom';

import { useSessionKeeper } from '../session/session-keeper';
import { useBuildVersionCheck } from './build-version';

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
