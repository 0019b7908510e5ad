import { NotYetAvailable } from '../../shared/components/NotYetAvailable';

export function AdminCommunityPage() {
  return (
    <NotYetAvailable
      title="Community"
      willDo="Every account: search, filter by role and status, disable or enable, change role and resend a sign-in link."
    />
  );
}
