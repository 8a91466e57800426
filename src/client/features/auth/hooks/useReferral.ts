import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { REFERRAL_CODE_PATTERN } from '@shared/auth/auth.rules';
import { useReferralCodeCheck } from '../api/auth-api';

/** checking: being looked up; valid: applied and locked; invalid: dropped; unchecked: lookup failed, the server decides. */
export type TReferralStatus = 'none' | 'checking' | 'valid' | 'invalid' | 'unchecked';

export interface TReferral {
  code: string | null;
  status: TReferralStatus;
}

/**
 * The referral code of `/register/:referralCode`, checked with the server before it is applied
 * (spec 01 §5.3). One toast per code says whether it was applied or dropped.
 */
export function useReferral(param: string | undefined): TReferral {
  const { t } = useTranslation('auth');
  const code = param ? param.trim().toUpperCase() : null;
  const wellFormed = code !== null && REFERRAL_CODE_PATTERN.test(code);
  const check = useReferralCodeCheck(wellFormed ? code : null);

  let status: TReferralStatus = 'none';
  if (code !== null) {
    if (!wellFormed || check.data === false) status = 'invalid';
    else if (check.data === true) status = 'valid';
    else if (check.isError) status = 'unchecked';
    else status = 'checking';
  }

  useEffect(() => {
    if (status === 'valid') {
      toast.success(t('toasts.referralAppliedTitle'), { id: `auth-referral-${code}`, description: t('toasts.referralAppliedBody', { code }) });
    } else if (status === 'invalid') {
      toast.warning(t('toasts.referralInvalidTitle'), { id: `auth-referral-${code}`, description: t('toasts.referralInvalidBody') });
    }
  }, [status, code, t]);

  return { code, status };
}
