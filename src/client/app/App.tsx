import { AppFrame } from './AppFrame';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <AppFrame>
      <AppRoutes />
    </AppFrame>
  );
}
