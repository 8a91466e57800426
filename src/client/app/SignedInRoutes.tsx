import { Navigate, Route, Routes } from 'react-router';
import { useSession } from '../features/auth/api/session';
import { MODULE_PAGES, SignedInLayout } from './module-pages';
import { PageSpinner } from './routes/LoadingScreens';

/** An unknown path leads into the app when signed in, else to the landing page. */
function UnknownPath() {
  const { data, isPending } = useSession();
  if (isPending) return <PageSpinner />;
  return <Navigate to={data?.user ? '/dashboard' : '/'} replace />;
}

/**
 * Every path that is not a public page: the signed-in pages inside their layout, and the unknown
 * paths. Loaded on demand (AppRoutes), so the public pages do not download the route table.
 */
export function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<SignedInLayout />}>
        {MODULE_PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
      <Route path="*" element={<UnknownPath />} />
    </Routes>
  );
}
