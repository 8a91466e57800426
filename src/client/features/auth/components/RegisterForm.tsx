import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useRegisterForm, type TRegisterField } from '../hooks/useRegisterForm';
import type { TReferral } from '../hooks/useReferral';
import { policyRulesOf } from '../lib/password-messages';
import { CountrySelect } from './CountrySelect';
import { describedBy, FieldShell, PasswordField, TextField } from './FormField';
import { FormNotice } from './FormNotice';
import { PasswordRulesList } from './PasswordRulesList';
import { SubmitButton } from './SubmitButton';

const RULES_ID = 'auth-password-rules';

type TTextSpec = { name: TRegisterField; autoComplete: string; type?: string; inputMode?: 'email' | 'tel' | 'text' };

const TEXT_FIELDS: TTextSpec[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email', type: 'email', inputMode: 'email' },
  { name: 'phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
];

/** The locked referral code of `/register/:code`: shown, never editable. */
function ReferralField({ referral, error }: { referral: TReferral; error?: string }) {
  const { t } = useTranslation('auth');
  return (
    <FieldShell name="referralCode" label={t('fields.referralCode')} error={error} className="sm:col-span-2">
      <div className="relative">
        <Input
          id="auth-referralCode"
          name="referralCode"
          data-testid="auth-referralCode"
          value={referral.code ?? ''}
          readOnly
          aria-readonly="true"
          aria-invalid={!!error}
          aria-describedby={describedBy('auth-referralCode-hint', error && 'auth-referralCode-error')}
          className="bg-muted pr-10 font-mono tracking-wider"
        />
        <span className="absolute inset-y-0 right-0 grid w-10 place-items-center text-muted-foreground">
          {referral.status === 'checking' ? <Spinner className="size-4 text-current" label={t('referral.checking')} /> : <Lock className="size-4" aria-hidden="true" />}
        </span>
      </div>
      <p id="auth-referralCode-hint" className="text-xs text-muted-foreground">
        {t('referral.locked')}
      </p>
    </FieldShell>
  );
}

export function RegisterForm({ referral, onRegistered }: { referral: TReferral; onRegistered: () => void }) {
  const { t } = useTranslation('auth');
  const { form, errorOf, onSubmit, pending, showFixErrors } = useRegisterForm({ referral, onRegistered });
  const bind = (name: TRegisterField) => ({ name, value: form.values[name], onValue: (v: string) => form.setValue(name, v), error: errorOf(name) });
  // While typing, the checklist speaks for the policy; the sentence appears after a submit.
  const passwordMessage = form.errorOf('password');
  const passwordError = passwordMessage && !form.submitted && policyRulesOf(passwordMessage) ? undefined : errorOf('password');

  return (
    <div className="grid gap-5">
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-label={t('modes.register.title')}>
        {showFixErrors && (
          <div className="sm:col-span-2">
            <FormNotice tone="error" testId="auth-fix-errors">{t('notices.fixErrors')}</FormNotice>
          </div>
        )}
        {TEXT_FIELDS.map((spec) => (
          <TextField
            key={spec.name}
            {...bind(spec.name)}
            type={spec.type ?? 'text'}
            inputMode={spec.inputMode}
            autoComplete={spec.autoComplete}
            label={t(`fields.${spec.name}`)}
            placeholder={t(`placeholders.${spec.name}`)}
          />
        ))}
        <CountrySelect value={form.values.country} onValue={(v) => form.setValue('country', v)} error={errorOf('country')} />
        <TextField {...bind('city')} autoComplete="address-level2" label={t('fields.city')} placeholder={t('placeholders.city')} />
        <PasswordField
          {...bind('password')}
          error={passwordError}
          autoComplete="new-password"
          label={t('fields.password')}
          describedIds={RULES_ID}
          after={<PasswordRulesList id={RULES_ID} password={form.values.password} />}
        />
        <PasswordField {...bind('confirmPassword')} autoComplete="new-password" label={t('fields.confirmPassword')} />
        {referral.code !== null && referral.status !== 'invalid' && <ReferralField referral={referral} error={errorOf('referralCode')} />}
        <div className="sm:col-span-2">
          <SubmitButton pending={pending}>{t('actions.signUp')}</SubmitButton>
        </div>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {t('actions.haveAccount')}{' '}
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline" data-testid="auth-login-link">
          {t('actions.backToLogin')}
        </Link>
      </p>
    </div>
  );
}
