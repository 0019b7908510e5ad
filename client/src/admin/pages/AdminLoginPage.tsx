import { Navigate } from 'react-router-dom';

import { hasRole, useViewer } from '../../session/use-viewer';
import { AdminLoginForm } from '../components/AdminLoginForm';

export function AdminLoginPage() {
  const { viewer } = useViewer();
  if (hasRole(viewer, 'ADMIN')) return <Navigate replace to="/admin/dashboard" />;
  return <AdminLoginForm />;
}
