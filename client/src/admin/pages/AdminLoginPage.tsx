import { Navigate } from 'react-router-dom';

import { hasRole, useViewer } from '../../member/use-viewer';
import { AdminLoginForm } from '../components/AdminLoginForm';

export function AdminLoginPage() {
  const { viewer } = useViewer();
  if (hasRole(viewer, 'ADMIN')) return <Navigate replace to="/admin/requestTable" />;
  return <AdminLoginForm />;
}
