import type { TContactStatus } from '@shared/contacts/contacts.constants';
import { ZContactCreate, ZContactUpdate, type TContact } from '@shared/contacts/contacts.schema';
import type { TLeadSource } from '@shared/prospects/prospects.constants';
import { validateWith } from '../../../components/ui/use-schema-form';
import { socialFormValues, socialInput, type TSocialFormValues } from '../../people/lib/social-links';

/** What the add/edit form holds, text as typed. */
export interface TContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  status: TContactStatus;
  source: TLeadSource | '';
  company: string;
  role: string;
  tags: string[];
  socialMedia: TSocialFormValues;
  /** YYYY-MM-DD from a date input, or ''. */
  birthday: string;
  notes: string;
  alsoAddAsProspect: boolean;
  alsoAddAsTeamMember: boolean;
}

export function contactFormValues(contact?: TContact): TContactFormValues {
  return {
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    status: contact?.status ?? 'cold',
    source: (contact?.source as TLeadSource | null) ?? '',
    company: contact?.company ?? '',
    role: contact?.role ?? '',
    tags: contact?.tags ?? [],
    socialMedia: socialFormValues(contact?.socialMedia),
    birthday: contact?.birthday ?? '',
    notes: contact?.notes ?? '',
    alsoAddAsProspect: false,
    alsoAddAsTeamMember: false,
  };
}

/** Empty texts go as "" (the schema makes them null); blank social profiles are left out. */
const createInput = (values: TContactFormValues) => ({ ...values, socialMedia: socialInput(values.socialMedia) });

/** The two options exist only when adding. */
function editInput({ alsoAddAsProspect: _p, alsoAddAsTeamMember: _t, ...values }: TContactFormValues) {
  return createInput(values as TContactFormValues);
}

export const validateContactCreate = (values: TContactFormValues) => validateWith(ZContactCreate, createInput(values));
export const validateContactUpdate = (values: TContactFormValues) => validateWith(ZContactUpdate, editInput(values));
