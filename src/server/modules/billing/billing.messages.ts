import type { TLanguage } from '../../../shared/profile/profile.schema.js';
import { isLanguage, translatorFor } from '../../lib/i18n.js';

const languageOf = (value: string): TLanguage => (isLanguage(value) ? value : 'en');

export interface TRecipient {
  language: string;
  timeZone: string;
}

function formatDate(date: Date, recipient: TRecipient): string {
  const lang = languageOf(recipient.language);
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: recipient.timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
}

export type TBillingNotice =
  | { key: 'premiumStarted' | 'renewed' | 'cancelScheduled' | 'subscriptionEnding' | 'trialEnding'; date: Date }
  | { key: 'planSwitch'; date: Date; product: string }
  | { key: 'messagesAdded'; count: number }
  | { key: 'paymentFailed' | 'subscriptionEnded' | 'trialEnded' }
  | { key: 'referralJoined'; name: string }
  | { key: 'referralEarning'; name: string; amountCents: number };

/** A billing notification in the recipient's language, dates in their zone (locales/<lang>/billing.json). */
export function billingNoticeText(notice: TBillingNotice, recipient: TRecipient): string {
  const lang = languageOf(recipient.language);
  const t = translatorFor(lang, 'billing');
  switch (notice.key) {
    case 'messagesAdded':
      return t('notification.messagesAdded', { count: notice.count });
    case 'referralJoined':
      return t('notification.referralJoined', { name: notice.name });
    case 'referralEarning': {
      const amount = new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(notice.amountCents / 100);
      return t('notification.referralEarning', { name: notice.name, amount });
    }
    case 'planSwitch':
      return t('notification.planSwitch', { date: formatDate(notice.date, recipient), plan: t(`plan.${notice.product}`) });
    case 'paymentFailed':
    case 'subscriptionEnded':
    case 'trialEnded':
      return t(`notification.${notice.key}`);
    default:
      return t(`notification.${notice.key}`, { date: formatDate(notice.date, recipient) });
  }
}
