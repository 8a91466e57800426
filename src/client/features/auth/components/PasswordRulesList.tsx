import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, unmetPasswordRules } from '@shared/auth/password.rules';
import { cn } from '../../../lib/cn';

/**
 * The live password checklist: every rule with a tick or a cross, updated as the person types.
 * Only unmet rules carry the `password-rule-<key>` test id.
 */
export function PasswordRulesList({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('auth');
  const unmet = new Set(unmetPasswordRules(password));
  return (
    <div id={id} className="rounded-md border bg-muted/40 px-3 py-2">
      <p className="mb-1 text-xs font-medium text-muted-foreground">{t('passwordRules.title')}</p>
      <ul data-testid="password-rules" aria-live="polite" className="grid gap-1 text-xs">
        {PASSWORD_RULES.map(({ key }) => {
          const met = !unmet.has(key);
          return (
            <li
              key={key}
              data-testid={met ? undefined : `password-rule-${key}`}
              data-state={met ? 'met' : 'unmet'}
              className={cn('flex items-center gap-1.5', met ? 'text-success' : 'text-muted-foreground')}
            >
              {met ? (
                <Check className="size-3.5 shrink-0" aria-hidden="true" />
              ) : (
                <X className={cn('size-3.5 shrink-0', password && 'text-destructive')} aria-hidden="true" />
              )}
              <span>{t(`passwordRules.${key}`)}</span>
              <span className="sr-only">{met ? t('passwordRules.met') : t('passwordRules.unmet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
