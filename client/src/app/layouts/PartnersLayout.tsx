import { hasRole, useViewer } from '../../session/use-viewer';
import { partnerNav } from './nav-items';
import { SidebarLayout } from './SidebarLayout';

export function PartnersLayout() {
  const { viewer } = useViewer();
  return (
    <SidebarLayout area="Partner" items={partnerNav} withSidebar={hasRole(viewer, 'PARTNER', 'ADMIN')} />
  );
}
