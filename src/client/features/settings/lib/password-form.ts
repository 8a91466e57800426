import * as z from 'zod';
import { AUTH_MESSAGES, ZNewPassword } from '@shared/auth/auth.schema';
import { validateWith } from '../../../components/ui/use-schema-form';

export interface TPasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORD_FORM: TPasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The change-password form: the current password, a new one under the policy, typed twice. */
const ZChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, AUTH_MESSAGES.passwordRequired),
    newPassword: ZNewPassword,
    confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: AUTH_MESSAGES.passwordMismatch });

export const validatePasswordForm = (values: TPasswordFormValues) => validateWith(ZChangePasswordForm, values);
