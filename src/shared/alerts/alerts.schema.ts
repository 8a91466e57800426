import * as z from 'zod';
import { requiredText } from '../common/fields.js';
import { ALERT_TYPES } from './alerts.constants.js';

export * from './alerts.constants.js';


export const ALERT_CONTENT_MAX = 1000;

export const ALERT_MESSAGES = {
  contentRequired: 'Alert content is required',
  typeInvalid: `Choose one of: ${ALERT_TYPES.join(', ')}`,
  activeInvalid: 'Choose true or false',
  nothingToChange: 'Send new content, type or active flag',
} as const;

const ZContent = requiredText(ALERT_MESSAGES.contentRequired, ALERT_CONTENT_MAX);
const ZType = z.enum(ALERT_TYPES, { error: ALERT_MESSAGES.typeInvalid });
const ZActive = z.boolean({ error: ALERT_MESSAGES.activeInvalid });

/** `POST /api/admin/alerts`: active unless said otherwise. */
export const ZAlertCreate = z.strictObject({ content: ZContent, type: ZType, active: ZActive.default(true) });
export type TAlertCreate = z.infer<typeof ZAlertCreate>;

/** `PATCH /api/admin/alerts/:id`. */
export const ZAlertUpdate = z
  .strictObject({ content: ZContent.optional(), type: ZType.optional(), active: ZActive.optional() })
  .refine((v) => v.content !== undefined || v.type !== undefined || v.active !== undefined, { message: ALERT_MESSAGES.nothingToChange });
export type TAlertUpdate = z.infer<typeof ZAlertUpdate>;
