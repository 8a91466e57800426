import { useCallback, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { AUTH_MESSAGES, displayNameOf, FIELD_MAX_LENGTH, ZRegisterForm } from '@shared/auth/auth.schema';
import { filterCityInput, filterPhoneInput, truncateField, truncatePassword } from '@shared/auth/input.rules';
import { PASSWORD_MAX_LENGTH } from '@shared/auth/password.rules';
import { ApiError } from '../../../lib/api';
import { useSignUp } from '../api/auth-api';
import { errorTextOf } from '../lib/messages';
import { policyRulesOf, translateAuthMessage } from '../lib/password-messages';
import { confirmationCheck, useAuthForm, type TFieldRule } from './useAuthForm';
import type { TReferral } from './useReferral';

export const REGISTER_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'country', 'city', 'password', 'confirmPassword', 'referralCode'] as const;
export type TRegisterField = (typeof REGISTER_FIELDS)[number];

const EMPTY: Record<TRegisterField, string> = {
  firstName: '', lastName: '', email: '', phone: '', country: '', city: '', password: '', confirmPassword: '', referralCode: '',
};

const text = (filter: (value: string) => string = truncateField): TFieldRule => ({ max: FIELD_MAX_LENGTH, maxMessage: AUTH_MESSAGES.maxLength, filter });
const secret: TFieldRule = { max: PASSWORD_MAX_LENGTH, maxMessage: AUTH_MESSAGES.passwordMaxLength, filter: truncatePassword };

/** Spec 01 §5.2: city and phone drop what they cannot hold; everything stops at 32 (passwords 24). */
const RULES: Record<TRegisterField, TFieldRule> = {
  firstName: text(), lastName: text(), email: text(), country: text(), referralCode: text(),
  city: text(filterCityInput),
  phone: text(filterPhoneInput),
  password: secret,
  confirmPassword: secret,
};

/** Everything the registration form knows, validated by the shared ZRegisterForm. */
export function useRegisterForm({ referral, onRegistered }: { referral: TReferral; onRegistered: () => void }) {
  const { t } = useTranslation('auth');
  const signUp = useSignUp();
  // An unknown code is dropped: sign-up goes on without it (spec 01 §5.3).
  const usableCode = referral.code !== null && referral.status !== 'invalid' ? referral.code : undefined;

  const toInput = useCallback(
    ({ referralCode: _typed, ...values }: Record<TRegisterField, string>) => (usableCode ? { ...values, referralCode: usableCode } : values),
    [usableCode],
  );
  const form = useAuthForm({ schema: ZRegisterForm, initial: EMPTY, rules: RULES, toInput, crossCheck: confirmationCheck });
  const errorOf = (field: TRegisterField) => translateAuthMessage(t, form.errorOf(field));

  const announceInvalid = (errors: Partial<Record<TRegisterField, string>>) => {
    const missing = REGISTER_FIELDS.filter((field) => field !== 'referralCode' && !form.values[field].trim());
    if (missing.length > 0) {
      toast.error(t('toasts.requiredTitle'), { description: missing.map((field) => t(`fields.${field}`)).join(', ') });
    }
    const policy = form.values.password && errors.password ? policyRulesOf(errors.password) : null;
    if (policy) {
      toast.error(t('toasts.policyTitle'), { description: policy.map((rule) => t(`passwordRules.${rule}`)).join(', ') });
    }
    if (errors.confirmPassword === AUTH_MESSAGES.passwordMismatch) toast.error(t('validation.passwordMismatch'));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = form.validate();
    if (!result.ok) {
      announceInvalid(result.errors);
      return;
    }
    const { confirmPassword: _confirm, ...data } = result.data;
    signUp.mutate(
      { ...data, name: displayNameOf(data.firstName, data.lastName, data.email) },
      {
        onSuccess: () => {
          toast.success(t('toasts.registeredTitle'), { description: t('toasts.registeredBody', { email: data.email }) });
          form.reset();
          onRegistered();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) form.setServerErrors(error.fields);
          const description =
            error instanceof ApiError && error.status === 429 ? t('toasts.tooManyAttempts') : errorTextOf(t, error, t('toasts.unknownError'));
          toast.error(t('toasts.registerFailedTitle'), { description });
        },
      },
    );
  };

  const hasErrors = REGISTER_FIELDS.some((field) => form.errorOf(field));
  return { form, errorOf, onSubmit, pending: signUp.isPending, showFixErrors: form.submitted && hasErrors };
}
