import * as z from 'zod';
import { requiredText } from '../common/fields.js';
import { COMPLIANCE_TEXT_MAX, type TComplianceFinding } from './compliance.rules.js';

import { AI_MESSAGES } from './chat.schema.js';

export { AI_MESSAGES };

/** `POST /api/ai/compliance`. */
export const ZComplianceCheck = z.strictObject({ text: requiredText(AI_MESSAGES.complianceTextRequired, COMPLIANCE_TEXT_MAX) });

export interface TComplianceResult {
  /** True when nothing was flagged. */
  ok: boolean;
  findings: TComplianceFinding[];
}
