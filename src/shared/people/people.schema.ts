import * as z from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../common/pagination.js';

export const PERSON_TYPES = ['contact', 'prospect', 'teamMember'] as const;
export type TPersonType = (typeof PERSON_TYPES)[number];

export const ZPeopleQuery = z.object({
  type: z.enum(PERSON_TYPES, { error: `Unknown person type: use one of ${PERSON_TYPES.join(', ')}` }).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type TPeopleQuery = z.infer<typeof ZPeopleQuery>;

/** One row of the unified people list (spec 01 §3 Person). */
export interface TPerson {
  id: string;
  type: TPersonType;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string | null;
  role: string | null;
  company: string | null;
  status: string;
  source: string | null;
  avatarUrl: string | null;
  notes: string | null;
  tags: string[];
  lastContacted: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Phones are compared by their digits; shorter numbers are too ambiguous to call a duplicate. */
export const MIN_PHONE_DIGITS = 7;
export const phoneDigitsOf = (phone: string): string => phone.replace(/\D/g, '');

/** `GET /api/people/duplicates?email=&phone=`: the owner's people with that email or phone. */
export const ZDuplicatesQuery = z.object({
  email: z.string().trim().max(254).optional(),
  phone: z.string().trim().max(40).optional(),
});
export type TDuplicatesQuery = z.infer<typeof ZDuplicatesQuery>;

/** At most this many matches are answered: enough to warn and link. */
export const DUPLICATES_LIMIT = 10;

export interface TDuplicateMatch {
  type: TPersonType;
  id: string;
  name: string;
  email: string;
  phone: string | null;
  /** What matched: the email (case-insensitive), the phone (digits only), or both. */
  matchedOn: ('email' | 'phone')[];
}

export interface TDuplicates {
  matches: TDuplicateMatch[];
}
