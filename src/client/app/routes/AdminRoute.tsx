import { Navigate } from 'react-router';
import { useSession } from '../../features/auth/api/session';
import { useProfile } from '../../features/profile/api/profile';
import { ModuleUnavailablePage } from '../../features/modules/components/ModuleUnavailablePage';

/** The admin dashboard is for admins only; anyone else lands on their own dashboard. */
export function AdminRoute() {
  const { data: profile } = useProfile();
  const { data: session } = useSession();
  // The session's role stands in when the profile could not be loaded.
  const role = profile?.role ?? session?.user.role;
  if (role !== 'admin') return <Navigate to="/dashboard" replace />;
  return <ModuleUnavailablePage nameKey="adminDashboard" />;
}
