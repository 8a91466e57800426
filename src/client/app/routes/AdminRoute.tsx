import { lazy } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../features/auth/api/session';
import { useProfile } from '../../features/profile/api/profile';
import { loadAdminStrings } from '../../lib/i18n';

/** The dashboard's code and its strings come together, in chunks of their own: few users open it. */
const AdminPage = lazy(() =>
  Promise.all([import('../../features/admin/components/AdminPage'), loadAdminStrings()]).then(([m]) => ({ default: m.AdminPage })),
);

/** The admin dashboard is for admins only; anyone else lands on their own dashboard. */
export function AdminRoute() {
  const { data: profile } = useProfile();
  const { data: session } = useSession();
  // The session's role stands in when the profile could not be loaded.
  const role = profile?.role ?? session?.user.role;
  if (role !== 'admin') return <Navigate to="/dashboard" replace />;
  return <AdminPage />;
}
