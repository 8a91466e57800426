import { CircleQuestionMark, CreditCard, Ellipsis, Lightbulb, UserCog, Wrench, type LucideIcon } from 'lucide-react';
import { FIELD_MESSAGES } from '@shared/common/fields';
import { SUPPORT_MESSAGES, type TSupportCategory, type TTicketPriority, type TTicketStatus } from '@shared/support/support.schema';

export const CATEGORY_ICONS: Record<TSupportCategory, LucideIcon> = {
  general: CircleQuestionMark,
  billing: CreditCard,
  technical: Wrench,
  feature_request: Lightbulb,
  account: UserCog,
  other: Ellipsis,
};

export const STATUS_STYLES: Record<TTicketStatus, string> = {
  open: 'bg-primary/10 text-primary',
  inprogress: 'bg-warning/20 text-amber-800 dark:text-warning',
  resolved: 'bg-success/15 text-success',
};

export const PRIORITY_STYLES: Record<TTicketPriority, string> = {
  low: 'bg-secondary text-secondary-foreground',
  medium: 'bg-primary/10 text-primary',
  high: 'bg-warning/20 text-amber-800 dark:text-warning',
  urgent: 'bg-destructive/15 text-destructive',
};

/** The support centre's questions, in the order shown (texts in `support:faq.items.<key>`). */
export const FAQ_KEYS = ['trial', 'subscription', 'freePlan', 'import', 'team', 'export', 'privacy', 'security', 'deleteAccount', 'replies'] as const;

/** The shared schema's English messages, as keys of `support:validation`. */
const VALIDATION_KEYS: Record<string, string> = {
  [SUPPORT_MESSAGES.subjectRequired]: 'subjectRequired',
  [SUPPORT_MESSAGES.categoryRequired]: 'categoryRequired',
  [SUPPORT_MESSAGES.messageRequired]: 'messageRequired',
  [SUPPORT_MESSAGES.replyEmpty]: 'replyEmpty',
  [FIELD_MESSAGES.tooLong]: 'tooLong',
};

/** The `support:validation` key of a schema or API message, if it has one. */
export function validationKeyOf(message: string | undefined): string | undefined {
  return message ? VALIDATION_KEYS[message] : undefined;
}
