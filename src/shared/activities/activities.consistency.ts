import { ACTIVITY_OUTCOMES, ACTIVITY_PLATFORMS, type ACTIVITY_STATUSES, type TActivityType } from './activities.constants.js';

export type TActivityPlatform = (typeof ACTIVITY_PLATFORMS)[number];
export type TActivityOutcome = (typeof ACTIVITY_OUTCOMES)[number];
export type TActivityStatus = (typeof ACTIVITY_STATUSES)[number];

const SOCIAL: readonly TActivityPlatform[] = ['facebook', 'instagram', 'linkedin', 'twitter', 'tiktok', 'youtube'];
const MESSENGERS: readonly TActivityPlatform[] = ['whatsapp', 'telegram'];

/** Where each kind of activity can happen; `other` stands for the phone line or meeting in person. */
export const ACTIVITY_PLATFORMS_BY_TYPE: Record<TActivityType, readonly TActivityPlatform[]> = {
  call: [...MESSENGERS, 'other'],
  email: ['email'],
  email_sent: ['email'],
  meeting: [...MESSENGERS, 'other'],
  presentation: ['facebook', 'instagram', 'linkedin', 'youtube', 'other'],
  follow_up: [...MESSENGERS, 'email', 'facebook', 'instagram', 'linkedin', 'other'],
  social_media_post: SOCIAL,
  social_media_interaction: [...SOCIAL, ...MESSENGERS],
  sms: [...MESSENGERS, 'other'],
  content_shared: [...SOCIAL, ...MESSENGERS, 'email'],
  demo: ['facebook', 'instagram', 'youtube', ...MESSENGERS, 'other'],
  other: ACTIVITY_PLATFORMS,
};

const CONVERSATION: readonly TActivityOutcome[] = ['positive_interaction', 'negative_interaction', 'rescheduled', 'demo_booked', 'sale_closed'];

/** What each kind of activity can end with: nobody leaves a message on a post, nor closes a sale by one. */
export const ACTIVITY_OUTCOMES_BY_TYPE: Record<TActivityType, readonly TActivityOutcome[]> = {
  call: ['no_answer', 'left_message', ...CONVERSATION],
  email: ['no_answer', 'positive_interaction', 'negative_interaction', 'demo_booked'],
  email_sent: ['no_answer', 'positive_interaction', 'negative_interaction', 'demo_booked'],
  meeting: CONVERSATION,
  presentation: ['positive_interaction', 'negative_interaction', 'demo_booked', 'sale_closed'],
  follow_up: ['no_answer', 'left_message', ...CONVERSATION],
  social_media_post: ['no_answer', 'positive_interaction', 'negative_interaction'],
  social_media_interaction: ['no_answer', 'positive_interaction', 'negative_interaction', 'demo_booked'],
  sms: ['no_answer', 'positive_interaction', 'negative_interaction', 'rescheduled', 'demo_booked'],
  content_shared: ['no_answer', 'positive_interaction', 'negative_interaction', 'demo_booked'],
  demo: ['positive_interaction', 'negative_interaction', 'rescheduled', 'sale_closed'],
  other: ACTIVITY_OUTCOMES,
};

/** Statuses of an activity that has not happened yet (or not finished): none has an outcome. */
export const OPEN_ACTIVITY_STATUSES: readonly TActivityStatus[] = ['scheduled', 'pending', 'in_progress', 'overdue'];

export interface TActivityFacts {
  type: TActivityType;
  platform: string | null;
  outcome: string | null;
  status: TActivityStatus;
  completed: boolean;
  scheduledAt: Date | null;
}

/**
 * What does not add up in an activity at `now`, one message per broken rule (empty when it is
 * consistent): the platform and outcome fit the type; a scheduled or pending activity lies ahead,
 * in-progress and overdue ones have started; only a completed one is past with an outcome.
 */
export function activityInconsistencies(a: TActivityFacts, now: Date): string[] {
  const problems: string[] = [];
  const at = a.scheduledAt?.getTime() ?? null;
  const future = at !== null && at > now.getTime();
  if (a.platform !== null && !ACTIVITY_PLATFORMS_BY_TYPE[a.type].includes(a.platform as TActivityPlatform)) problems.push(`platform ${a.platform} does not fit ${a.type}`);
  if (a.outcome !== null && !ACTIVITY_OUTCOMES_BY_TYPE[a.type].includes(a.outcome as TActivityOutcome)) problems.push(`outcome ${a.outcome} does not fit ${a.type}`);
  if (a.completed !== (a.status === 'completed')) problems.push(`completed flag ${a.completed} with status ${a.status}`);
  if (a.status !== 'completed' && a.outcome !== null) problems.push(`outcome ${a.outcome} before the activity is completed`);
  if (a.status === 'scheduled' && !future) problems.push('scheduled but not in the future');
  if (a.status === 'pending' && at !== null && !future) problems.push('pending but its time has passed');
  if ((a.status === 'in_progress' || a.status === 'overdue' || a.status === 'completed') && at !== null && future) problems.push(`${a.status} but in the future`);
  if ((a.status === 'in_progress' || a.status === 'overdue') && at === null) problems.push(`${a.status} without a time`);
  return problems;
}
