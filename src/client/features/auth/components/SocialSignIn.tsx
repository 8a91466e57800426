import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePublicConfig } from '../../../lib/public-config';
import { useSocialSignIn, type TSocialProvider } from '../api/auth-api';
import { errorTextOf } from '../lib/messages';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.7v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z" />
    </svg>
  );
}

function MicrosoftMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path fill="#F25022" d="M1 1h10.5v10.5H1z" />
      <path fill="#7FBA00" d="M12.5 1H23v10.5H12.5z" />
      <path fill="#00A4EF" d="M1 12.5h10.5V23H1z" />
      <path fill="#FFB900" d="M12.5 12.5H23V23H12.5z" />
    </svg>
  );
}

/** Google and Microsoft sign-in, each shown only when the server has it configured. */
export function SocialSignIn() {
  const { t } = useTranslation('auth');
  const config = usePublicConfig();
  const social = useSocialSignIn();
  const providers = (['google', 'microsoft'] as const).filter((p) => config.data?.oauth[p]);
  if (providers.length === 0) return null;

  const start = (provider: TSocialProvider) =>
    social.mutate(provider, {
      onError: (error) => toast.error(t('toasts.socialFailed'), { description: errorTextOf(t, error, t('toasts.unknownError')) }),
    });

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t('actions.orContinueWith')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className={providers.length > 1 ? 'grid gap-2 sm:grid-cols-2' : 'grid'}>
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="outline"
            disabled={social.isPending}
            onClick={() => start(provider)}
            // The visible name alone says little to a screen reader out of the "or continue with" context.
            aria-label={provider === 'google' ? t('actions.signInWithGoogle') : t('actions.signInWithMicrosoft')}
            data-testid={`auth-social-${provider}`}
          >
            {social.isPending && social.variables === provider ? <Spinner className="size-4 text-current" /> : provider === 'google' ? <GoogleMark /> : <MicrosoftMark />}
            {provider === 'google' ? t('actions.continueWithGoogle') : t('actions.continueWithMicrosoft')}
          </Button>
        ))}
      </div>
    </div>
  );
}
