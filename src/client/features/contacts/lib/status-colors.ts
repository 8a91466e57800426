import type { TContactStatus } from '@shared/contacts/contacts.constants';

/** Cold to customer, one hue each, readable on light and dark backgrounds. */
export const CONTACT_STATUS_CLASSES: Record<TContactStatus, string> = {
  cold: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
  warm: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  hot: 'bg-rose-500/15 text-rose-700 dark:text-rose-300',
  customer: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
};
