import type { TLeadSource, TProspectStatus } from '@shared/prospects/prospects.constants';
import { ZProspectCreate, ZProspectUpdate, type FUNNEL_STAGES, type TProspect } from '@shared/prospects/prospects.schema';
import { validateWith } from '../../../components/ui/use-schema-form';
import { fromLocalInput, toLocalInput } from '../../activities/lib/activity-form';
import { socialFormValues, socialInput, type TSocialFormValues } from '../../people/lib/social-links';

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
  socialMedia: TSocialFormValues;
  tags: string[];
  leadScore: number;
  funnelStage: (typeof FUNNEL_STAGES)[number] | '';
  /** The value of a datetime-local input, in the browser's time zone. */
  lastContacted: string;
  /** "Stay in touch every N days", as typed; '' for no cadence. */
  stayInTouchDays: string;
  notes: string;
}

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
    socialMedia: socialFormValues(prospect?.socialMedia),
    tags: prospect?.tags ?? [],
    leadScore: prospect?.leadScore ?? 0,
    funnelStage: prospect?.funnelStage ?? '',
    lastContacted: toLocalInput(prospect?.lastContacted ?? null),
    stayInTouchDays: prospect?.stayInTouchDays ? String(prospect.stayInTouchDays) : '',
    notes: prospect?.notes ?? '',
  };
}

/**
 * The body for ZProspectCreate / ZProspectUpdate. Empty texts go as "" (the schema makes them
 * null, which clears them on edit); blank social profiles are left out of the map. Interaction
 * count, last activity and the predictive score are derived on the server, never sent.
 */
export function prospectFormInput(values: TProspectFormValues) {
  const cadence = values.stayInTouchDays.trim();
  return {
    ...values,
    socialMedia: socialInput(values.socialMedia),
    lastContacted: fromLocalInput(values.lastContacted),
    stayInTouchDays: cadence === '' ? '' : Number(cadence),
  };
}

export const validateProspectCreate = (values: TProspectFormValues) => validateWith(ZProspectCreate, prospectFormInput(values));
export const validateProspectUpdate = (values: TProspectFormValues) => validateWith(ZProspectUpdate, prospectFormInput(values));
