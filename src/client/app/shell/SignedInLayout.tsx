import { ProtectedRoute } from '../routes/ProtectedRoute';
import { AppShell } from './AppShell';

/** The guarded, signed-in layout: loaded on its own, so public pages never download it. */
export function SignedInLayout() {
  return (
    <ProtectedRoute>
      <AppShell />
    </ProtectedRoute>
  );
}
