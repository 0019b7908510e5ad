import { hasRole, useViewer } from '../../session/use-viewer';
import { adminNav } from './nav-items';
import { SidebarLayout } from './SidebarLayout';

export function AdminLayout() {
  const { viewer } = useViewer();
  // Others see the admin login in place of the page, without the admin sidebar.
  return <SidebarLayout area="Admin" items={adminNav} withSidebar={hasRole(viewer, 'ADMIN')} />;
}
