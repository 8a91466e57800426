import { SOCIAL_NETWORKS } from '@shared/profile/profile.schema';
import type { TLeadSource, TProspectStatus } from '@shared/prospects/prospects.constants';
import { ZProspectCreate, ZProspectUpdate, type TProspect } from '@shared/prospects/prospects.schema';
import { validateWith } from '../../../components/ui/use-schema-form';

export type TSocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** What the add/edit form holds: text as typed, the lead score as a number. */
export interface TProspectFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  status: TProspectStatus;
  source: TLeadSource | '';
  companyName: string;
  industry: string;
  address: string;
  birthday: string;
  socialMedia: Record<TSocialNetwork, string>;
  tags: string[];
  leadScore: number;
  notes: string;
}

const NO_SOCIAL = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, ''])) as Record<TSocialNetwork, string>;

export function prospectFormValues(prospect?: TProspect): TProspectFormValues {
  return {
    firstName: prospect?.firstName ?? '',
    lastName: prospect?.lastName ?? '',
    email: prospect?.email ?? '',
    phone: prospect?.phone ?? '',
    status: prospect?.status ?? 'cold_lead',
    source: prospect?.source ?? '',
    companyName: prospect?.companyName ?? '',
    industry: prospect?.industry ?? '',
    address: prospect?.address ?? '',
    birthday: prospect?.birthday ?? '',
    socialMedia: { ...NO_SOCIAL, ...prospect?.socialMedia },
    tags: prospect?.tags ?? [],
    leadScore: prospect?.leadScore ?? 0,
    notes: prospect?.notes ?? '',
  };
}

/**
 * The body for ZProspectCreate / ZProspectUpdate. Empty texts go as "" (the schema makes them
 * null, which clears them on edit); blank social profiles are left out of the map.
 */
export function prospectFormInput(values: TProspectFormValues) {
  const socialMedia = Object.fromEntries(Object.entries(values.socialMedia).filter(([, handle]) => handle.trim() !== ''));
  return { ...values, socialMedia };
}

export const validateProspectCreate = (values: TProspectFormValues) => validateWith(ZProspectCreate, prospectFormInput(values));
export const validateProspectUpdate = (values: TProspectFormValues) => validateWith(ZProspectUpdate, prospectFormInput(values));
