import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';

/**
 * Log in and Get started for visitors, Open the app for a signed-in, confirmed user.
 * The header shows them small and inline, the side menu full width with the main action first.
 */
export function AccountLinks({ appEntry, layout }: { appEntry: string | null; layout: 'header' | 'menu' }) {
  const { t } = useTranslation('public');
  const size = layout === 'header' ? 'sm' : 'default';
  if (appEntry) {
    return (
      <Button asChild size={size}>
        <Link to={appEntry}>{t('nav.openApp')}</Link>
      </Button>
    );
  }
  const login = (
    <Button asChild size={size} variant={layout === 'header' ? 'ghost' : 'outline'}>
      <Link to="/login">{t('nav.login')}</Link>
    </Button>
  );
  const register = (
    <Button asChild size={size}>
      <Link to="/register">{t('nav.getStarted')}</Link>
    </Button>
  );
  return layout === 'header' ? (
    <>
      {login}
      {register}
    </>
  ) : (
    <>
      {register}
      {login}
    </>
  );
}
