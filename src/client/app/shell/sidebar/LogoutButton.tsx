import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { useSignOut } from '../../../features/auth/api/sign-out';

/** Logout asks first (spec 01 §2.3), then clears the session and storages and goes home. */
export function LogoutButton() {
  const { t } = useTranslation('shell');
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    setBusy(true);
    try {
      await signOut();
      toast.success(t('common:toasts.loggedOut'));
    } catch {
      toast.error(t('common:toasts.logoutFailed'));
    } finally {
      navigate('/', { replace: true });
    }
  };

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" data-testid="logout-button" aria-label={t('common:actions.logout')} title={t('common:actions.logout')}>
          <LogOut />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent data-testid="logout-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('sidebar.logout.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('sidebar.logout.text')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel data-testid="logout-cancel">{t('common:actions.cancel')}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" data-testid="logout-confirm" disabled={busy} onClick={() => void logout()}>
            <LogOut /> {t('common:actions.logout')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
