import { LifeBuoy, Trash2 } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { useSignOut } from '../../auth/api/sign-out';
import { useDeleteAccount } from '../api/settings.api';
import { useErrorText } from '../lib/use-error-text';

/**
 * Self-service deletion is not offered (spec 01 §6): the server refuses and the screen says so,
 * pointing to support, who can close an account.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const remove = useDeleteAccount();
  const signOut = useSignOut();

  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => void signOut().catch(() => undefined),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 403) toast.error(t('security.delete.unavailable'));
        else toast.error(t('security.delete.failed'), { description: errorText(error) });
      },
    });

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <Trash2 className="size-5" aria-hidden="true" />
          {t('security.delete.title')}
        </CardTitle>
        <CardDescription>{t('security.delete.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button variant="destructive" onClick={onDelete} disabled={remove.isPending} data-testid="settings-delete-account" className="justify-self-start max-sm:w-full">
          {remove.isPending ? <Spinner className="size-4 text-current" /> : <Trash2 aria-hidden="true" />}
          {t('security.delete.button')}
        </Button>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <LifeBuoy className="size-4 shrink-0" aria-hidden="true" />
          <span>
            <Trans
              t={t}
              i18nKey="security.delete.support"
              components={{ anchor: <Link to="/support" className="font-medium text-primary underline-offset-4 hover:underline" /> }}
            />
          </span>
        </p>
      </CardContent>
    </Card>
  );
}
