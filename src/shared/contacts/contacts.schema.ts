import * as z from 'zod';
import { FIELD_MESSAGES, ZIsoDate, ZIsoDateTime, ZRecordEmail, ZRecordPhone, ZSortOf, ZTags, emptyToNull, optionalText, requiredText } from '../common/fields.js';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../common/pagination.js';
import { LEAD_SOURCES } from '../prospects/prospects.constants.js';
import { ZSocialMedia, type TProspect } from '../prospects/prospects.schema.js';
import { CONTACT_STATUSES } from './contacts.constants.js';

export const CONTACT_MESSAGES = {
  duplicateEmail: 'A contact with this email already exists.',
  invalidStatus: 'Choose a valid contact status',
} as const;

const contactFields = {
  firstName: requiredText(FIELD_MESSAGES.firstNameRequired),
  lastName: requiredText(FIELD_MESSAGES.lastNameRequired),
  email: ZRecordEmail,
  phone: ZRecordPhone,
  status: z.enum(CONTACT_STATUSES, { error: CONTACT_MESSAGES.invalidStatus }).default('cold'),
  role: optionalText(100),
  company: optionalText(200),
  source: emptyToNull(z.enum(LEAD_SOURCES)).optional(),
  notes: optionalText(5000),
  tags: ZTags,
  /** The same social profiles as a prospect's, validated the same way. */
  socialMedia: ZSocialMedia.default({}),
  avatarUrl: emptyToNull(z.url({ protocol: /^https?$/, error: FIELD_MESSAGES.urlInvalid }).max(2048)).optional(),
  lastContacted: emptyToNull(ZIsoDateTime).optional(),
  /** The automatic birthday rule reminds the seller of it. */
  birthday: emptyToNull(ZIsoDate).optional(),
};

export const ZContactCreate = z.strictObject({
  ...contactFields,
  /** Also create a prospect / a team member from the same person (spec 02 §3). */
  alsoAddAsProspect: z.boolean().default(false),
  alsoAddAsTeamMember: z.boolean().default(false),
});
export type TContactCreate = z.infer<typeof ZContactCreate>;

export const ZContactUpdate = z.strictObject(contactFields).partial().extend({
  status: z.enum(CONTACT_STATUSES, { error: CONTACT_MESSAGES.invalidStatus }).optional(),
  tags: ZTags.optional(),
  socialMedia: ZSocialMedia.optional(),
});
export type TContactUpdate = z.infer<typeof ZContactUpdate>;

export const CONTACT_SORT_FIELDS = ['createdAt', 'updatedAt', 'firstName', 'lastName', 'status', 'lastContacted'] as const;

export const ZContactListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  q: z.string().trim().max(200).optional(),
  status: z.enum(CONTACT_STATUSES, { error: CONTACT_MESSAGES.invalidStatus }).optional(),
  sort: ZSortOf(CONTACT_SORT_FIELDS).default({ field: 'lastName', direction: 'asc' }),
});
export type TContactListQuery = z.infer<typeof ZContactListQuery>;

export interface TContact {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string | null;
  status: (typeof CONTACT_STATUSES)[number];
  role: string | null;
  company: string | null;
  source: string | null;
  notes: string | null;
  tags: string[];
  socialMedia: TProspect['socialMedia'];
  avatarUrl: string | null;
  lastContacted: string | null;
  birthday: string | null;
  createdAt: string;
  updatedAt: string;
}
