import * as z from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../common/pagination.js';

/**
 * What the suspicious-activity log records (criteria in README "Suspicious activity"):
 * - failed_sign_ins_account: an account's failed password sign-ins reach the threshold within the window;
 * - failed_sign_ins_address: the same from one network address, over any accounts;
 * - new_address / new_country: a sign-in from an address (or country) the account never signed in from;
 * - mass_deletion: one account deletes the threshold's number of records within the window.
 */
export const SECURITY_EVENT_KINDS = ['failed_sign_ins_account', 'failed_sign_ins_address', 'new_address', 'new_country', 'mass_deletion'] as const;
export type TSecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export interface TSecurityEventDetails {
  /** Failed sign-ins or deleted records counted in the window. */
  count?: number;
  windowMinutes?: number;
  /** new_country: the countries the account signed in from before. */
  knownCountries?: string[];
}

export interface TSecurityEvent {
  id: string;
  kind: TSecurityEventKind;
  /** The account concerned, when known (a failed sign-in may name an address with no account). */
  userId: string | null;
  userName: string | null;
  email: string | null;
  ipAddress: string | null;
  /** ISO 3166 code from the address, when it could be placed. */
  country: string | null;
  details: TSecurityEventDetails;
  createdAt: string;
}

/** `GET /api/admin/security-events?kind=&q=&page=&pageSize=`: newest first; `q` over email and address. */
export const ZSecurityEventListQuery = z.object({
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SECURITY_EVENT_KINDS, { error: `Choose one of: ${SECURITY_EVENT_KINDS.join(', ')}` }).optional()),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type TSecurityEventListQuery = z.infer<typeof ZSecurityEventListQuery>;
