import { Outlet } from 'react-router-dom';

import { useSessionKeeper } from '../session/session-keeper';
import { useBuildVersionCheck } from './build-version';
import { ScrollRestoration } from './scroll-restoration';

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
