import { usePendingPartnerCount } from '../../admin/use-pending-partner-count';
import { useOpenReportCountQuery } from '../../gql/hooks';
import { hasRole, useViewer } from '../../session/use-viewer';
import { adminNav } from './area-nav-items';
import { SidebarLayout } from './SidebarLayout';

export function AdminLayout() {
  const { viewer } = useViewer();
  const isAdmin = hasRole(viewer, 'ADMIN');
  const pending = usePendingPartnerCount(isAdmin);
  const openReports = useOpenReportCountQuery({ skip: !isAdmin }).data?.openReportCount ?? 0;
  // Others see the admin login in place of the page, without the admin sidebar.
  return (
    <SidebarLayout
      area="Admin"
      items={adminNav}
      withSidebar={isAdmin}
      badges={{
        '/admin/sellersList': { count: pending, label: `${pending} pending` },
        '/admin/reports': { count: openReports, label: `${openReports} open` },
      }}
    />
  );
}
