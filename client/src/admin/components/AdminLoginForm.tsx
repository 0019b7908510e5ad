import { useLocation, useNavigate } from 'react-router-dom';

import { RoleSignIn } from '../../member/components/RoleSignIn';
import { usePageMeta } from '../../shared/page-meta';

/** Shown at /admin, and in place of any admin page to someone who is not an admin. */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  usePageMeta('Admin Login', 'Sign in to run the BuildWire marketplace.');
  return (
    <RoleSignIn
      title="Admin Login"
      intro="For the people who run BuildWire."
      role="ADMIN"
      submitLabel="Sign in as admin"
      onSignedIn={async () => {
        // Elsewhere the guard now lets the page through in place.
        if (pathname === '/admin') await navigate('/admin/dashboard', { replace: true });
      }}
    />
  );
}
