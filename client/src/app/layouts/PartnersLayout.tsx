import { PartnerStatusBanner } from '../../partner/components/PartnerStatusBanner';
import { hasRole, useViewer } from '../../session/use-viewer';
import { partnerNav } from './area-nav-items';
import { SidebarLayout } from './SidebarLayout';

export function PartnersLayout() {
  const { viewer } = useViewer();
  return (
    <SidebarLayout
      area="Partner"
      items={partnerNav}
      withSidebar={hasRole(viewer, 'PARTNER', 'ADMIN')}
      // one place keeps a partner's status live for every partner page
      banner={hasRole(viewer, 'PARTNER') ? <PartnerStatusBanner /> : null}
    />
  );
}
