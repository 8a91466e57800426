import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useResendVerification } from '../api/auth-api';
import { errorTextOf } from '../lib/messages';

/** "Verify your email": who the link went to, and a way to send it again. */
export function VerifyEmailDialog({ open, email, onOpenChange }: { open: boolean; email: string; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();

  const onResend = () => {
    if (!email) {
      toast.error(t('toasts.emailNotProvided'));
      return;
    }
    resend.mutate(email, {
      onSuccess: () => toast.success(t('toasts.verificationResent'), { description: t('toasts.verificationResentBody', { email }) }),
      onError: (error) => toast.error(t('toasts.resendFailedTitle'), { description: errorTextOf(t, error, t('toasts.resendFailed')) }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="verify-modal" className="max-w-md">
        <DialogHeader className="items-center text-center sm:items-start sm:text-left">
          <span className="mb-1 grid size-11 place-items-center rounded-full bg-accent text-accent-foreground">
            <MailCheck className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>{t('verify.title')}</DialogTitle>
          <DialogDescription>{email ? t('verify.body', { email }) : t('verify.bodyNoEmail')}</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">{t('verify.hint')}</p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('actions.close', { ns: 'common' })}
          </Button>
          <Button onClick={onResend} disabled={resend.isPending} data-testid="verify-resend">
            {resend.isPending && <Spinner className="size-4 text-current" />}
            {t('verify.resend')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
