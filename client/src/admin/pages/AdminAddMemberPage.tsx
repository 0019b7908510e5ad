import { NotYetAvailable } from '../../shared/components/NotYetAvailable';

export function AdminAddMemberPage() {
  return (
    <NotYetAvailable
      title="Add member"
      willDo="Add accounts by email, name and role; each new account gets an email sign-in link."
    />
  );
}
