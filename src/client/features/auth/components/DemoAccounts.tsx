import { KeyRound, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TDemoSignIn } from '@shared/common/settings';
import { usePublicConfig } from '../../../lib/public-config';

/**
 * The demo accounts of a fresh install (never in production; only while they keep the seeded
 * password, which the README publishes): one click fills the sign-in form with one of them.
 */
export function DemoAccounts({ onPick }: { onPick: (account: TDemoSignIn) => void }) {
  const { t } = useTranslation('auth');
  const accounts = usePublicConfig().data?.demoAccounts ?? [];
  if (accounts.length === 0) return null;
  return (
    <section className="grid gap-2 rounded-lg border border-dashed bg-muted/40 p-3" aria-labelledby="demo-accounts-title" data-testid="demo-accounts">
      <div className="flex items-center gap-2 text-sm font-medium" id="demo-accounts-title">
        <KeyRound className="size-4 text-primary" aria-hidden="true" />
        {t('demo.title')}
      </div>
      <p className="text-xs text-muted-foreground">{t('demo.hint')}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {accounts.map((account) => {
          const Icon = account.role === 'admin' ? ShieldCheck : UserRound;
          return (
            <li key={account.email}>
              <button
                type="button"
                onClick={() => onPick(account)}
                data-testid={`demo-account-${account.role}`}
                title={t('demo.use', { role: t(`demo.roles.${account.role}`), email: account.email })}
                className="flex w-full cursor-pointer items-center gap-3 rounded-md border bg-background px-3 py-2 text-left transition-colors hover:border-primary/50 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="grid min-w-0">
                  <span className="text-sm font-medium">{t(`demo.roles.${account.role}`)}</span>
                  <span className="truncate text-xs text-muted-foreground">{account.email}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
