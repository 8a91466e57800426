import type { TActivityType, TPriority } from '../../../shared/activities/activities.constants.js';
import { ACTIVITY_PLATFORMS_BY_TYPE, type TActivityOutcome, type TActivityPlatform, type TActivityStatus } from '../../../shared/activities/activities.consistency.js';
import type { TLeadSource, TProspectStatus } from '../../../shared/prospects/prospects.constants.js';
import { LEAD_SCORE_RANGES } from '../../../shared/prospects/lead-score.rules.js';
import { WORK_HOURS_UTC, type TDemoClock, type TDemoRandom } from './demo-clock.js';

export interface TStoryActivity {
  /** Index of the prospect in the story's list, or null for the seller's own posts and meetings. */
  prospect: number | null;
  title: string;
  type: TActivityType;
  /** Null for a phone call or a meeting in person. */
  platform: TActivityPlatform | null;
  contentTitle: string | null;
  description: string | null;
  outcome: TActivityOutcome | null;
  status: TActivityStatus;
  completed: boolean;
  priority: TPriority;
  scheduledAt: Date | null;
  createdAt: Date;
}

export interface TStoryProspect {
  firstName: string;
  status: TProspectStatus;
  source: TLeadSource;
  leadScore: number;
  lastContacted: Date | null;
  notes: string;
  tags: string[];
  createdAt: Date;
  updatedAt: Date;
}

type TStep = { type: TActivityType; outcome: TActivityOutcome; platforms?: readonly TActivityPlatform[] };
type TNext = { type: TActivityType; status: 'scheduled' | 'overdue' | 'pending'; priority: TPriority; title: string };

const REACH: readonly TActivityPlatform[] = ['instagram', 'facebook', 'tiktok'];
const CHAT: readonly TActivityPlatform[] = ['whatsapp', 'telegram'];

/** How far each prospect got: the conversations so far, and what is planned next. */
const JOURNEYS: Record<TProspectStatus, { count: number; lastDaysAgo: [number, number]; steps: (r: TDemoRandom) => TStep[]; next: (r: TDemoRandom) => TNext | null }> = {
  cold_lead: {
    count: 8,
    lastDaysAgo: [4, 50],
    steps: (r) => (r.chance(0.5) ? [] : [{ type: 'social_media_interaction', outcome: r.pick(['no_answer', 'positive_interaction'] as const), platforms: REACH }]),
    next: (r) => (r.chance(0.4) ? { type: 'follow_up', status: 'pending', priority: 'low', title: 'Send a first hello to' } : null),
  },
  warm_prospect: {
    count: 6,
    lastDaysAgo: [2, 20],
    steps: (r) => [{ type: 'social_media_interaction', outcome: 'positive_interaction', platforms: REACH }, { type: 'call', outcome: r.pick(['no_answer', 'left_message'] as const) }],
    next: () => ({ type: 'call', status: 'scheduled', priority: 'medium', title: 'Call back' }),
  },
  interested: {
    count: 5,
    lastDaysAgo: [1, 12],
    steps: () => [{ type: 'content_shared', outcome: 'positive_interaction', platforms: CHAT }, { type: 'call', outcome: 'positive_interaction' }],
    next: (r) => (r.chance(0.6) ? { type: 'follow_up', status: 'scheduled', priority: 'high', title: 'Send prices and samples to' } : { type: 'email_sent', status: 'pending', priority: 'medium', title: 'Email the catalogue to' }),
  },
  demo_scheduled: {
    count: 4,
    lastDaysAgo: [1, 6],
    steps: () => [{ type: 'call', outcome: 'positive_interaction' }, { type: 'follow_up', outcome: 'demo_booked', platforms: CHAT }],
    next: (r) => ({ type: 'demo', status: 'scheduled', priority: r.pick(['high', 'urgent'] as const), title: 'Product demo with' }),
  },
  follow_up: {
    count: 5,
    lastDaysAgo: [3, 16],
    steps: () => [{ type: 'call', outcome: 'positive_interaction' }, { type: 'call', outcome: 'demo_booked' }, { type: 'demo', outcome: 'positive_interaction' }],
    next: (r) => (r.chance(0.4) ? { type: 'follow_up', status: 'overdue', priority: 'urgent', title: 'Answer the questions of' } : { type: 'follow_up', status: 'scheduled', priority: 'high', title: 'Follow up after the demo with' }),
  },
  enrolled: {
    count: 5,
    lastDaysAgo: [8, 75],
    steps: (r) => [
      { type: 'content_shared', outcome: 'positive_interaction', platforms: [...REACH, ...CHAT] },
      { type: 'call', outcome: 'demo_booked' },
      ...(r.chance(0.3) ? [{ type: 'demo', outcome: 'rescheduled' } as const] : []),
      { type: 'demo', outcome: 'sale_closed' },
    ],
    next: (r) => (r.chance(0.5) ? { type: 'call', status: 'scheduled', priority: 'low', title: 'First-order check-in with' } : null),
  },
  not_interested: {
    count: 3,
    lastDaysAgo: [10, 60],
    steps: (r) => (r.chance(0.5) ? [{ type: 'call', outcome: 'negative_interaction' }] : [{ type: 'call', outcome: 'demo_booked' }, { type: 'demo', outcome: 'negative_interaction' }]),
    next: () => null,
  },
};

const TITLES: Partial<Record<TActivityType, string>> = {
  call: 'Call with',
  demo: 'Product demo with',
  follow_up: 'Follow-up with',
  social_media_interaction: 'Replied to',
  content_shared: 'Shared a video with',
};
const NOTES: Record<TActivityOutcome, string> = {
  no_answer: 'No reply yet.',
  left_message: 'Left a voice message.',
  positive_interaction: 'Liked the products, asked about prices.',
  negative_interaction: 'Not a fit right now; keep in touch in a few months.',
  rescheduled: 'Asked to move it to another day.',
  demo_booked: 'Booked a demo.',
  sale_closed: 'Ordered the starter kit and joined as a customer.',
};
const VIDEOS = ['Morning routine with the Glow serum', 'Vital Greens in 60 seconds', 'What is in the starter kit'];
const SOURCE_NOTES: Record<TLeadSource, string> = {
  website: 'Filled in the contact form on my page.',
  referral: 'Introduced by a happy customer.',
  social_media: 'Found me through my posts.',
  advertisement: 'Answered the spring promotion ad.',
  cold_outreach: 'First message from me.',
  event: 'Met at the Valencia wellness fair.',
  other: 'Added by hand.',
};
const INTERESTS = [['skincare'], ['wellness'], ['nutrition'], ['skincare', 'business'], ['wellness', 'event']];

const PLATFORM_NAMES: Record<TActivityPlatform, string> = {
  facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn', twitter: 'X', telegram: 'Telegram',
  whatsapp: 'WhatsApp', tiktok: 'TikTok', youtube: 'YouTube', email: 'email', other: 'phone',
};

function workTime(r: TDemoRandom, clock: TDemoClock, days: number, quarterHours: boolean): Date {
  const minute = quarterHours ? r.pick([0, 15, 30, 45]) : r.int(0, 59);
  return clock.at(days, r.int(WORK_HOURS_UTC.first, WORK_HOURS_UTC.last), minute);
}

const inPerson = (platform: TActivityPlatform) => (platform === 'other' ? null : platform);
const minutesLater = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);

/** A believable last few months of one seller: prospects along the funnel, and what she did. */
export function demoStory(r: TDemoRandom, clock: TDemoClock, firstNames: readonly string[]): { prospects: TStoryProspect[]; activities: TStoryActivity[] } {
  const statuses = (Object.keys(JOURNEYS) as TProspectStatus[]).flatMap((s) => Array.from({ length: JOURNEYS[s].count }, () => s));
  for (let i = statuses.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [statuses[i], statuses[j]] = [statuses[j], statuses[i]];
  }
  const prospects: TStoryProspect[] = [];
  const activities: TStoryActivity[] = [];
  statuses.forEach((status, index) => {
    const firstName = firstNames[index % firstNames.length];
    const journey = JOURNEYS[status];
    const steps = journey.steps(r);
    const days: number[] = [];
    let day = -r.int(...journey.lastDaysAgo);
    for (let k = steps.length - 1; k >= 0; k--) {
      days[k] = day;
      day -= r.int(2, 9);
    }
    const done = steps.map((step, k): TStoryActivity => {
      const platform = r.pick(step.platforms ?? ACTIVITY_PLATFORMS_BY_TYPE[step.type]);
      const at = workTime(r, clock, days[k], false);
      return {
        prospect: index,
        title: `${TITLES[step.type] ?? 'Talked to'} ${firstName}${platform === 'other' ? '' : ` on ${PLATFORM_NAMES[platform]}`}`,
        type: step.type,
        platform: inPerson(platform),
        contentTitle: step.type === 'content_shared' ? r.pick(VIDEOS) : null,
        description: NOTES[step.outcome],
        outcome: step.outcome,
        status: 'completed',
        completed: true,
        priority: step.type === 'demo' ? 'high' : r.pick(['low', 'medium', 'medium'] as const),
        scheduledAt: at,
        createdAt: minutesLater(at, r.int(5, 90)),
      };
    });
    activities.push(...done);
    const last = done.at(-1) ?? null;
    const createdAt = last ? workTime(r, clock, days[0] - r.int(1, 6), false) : workTime(r, clock, day, false);
    const next = journey.next(r);
    if (next) {
      const platform = r.pick(next.type === 'demo' ? (['other', 'whatsapp'] as const) : ACTIVITY_PLATFORMS_BY_TYPE[next.type]);
      // An overdue one was due between the last conversation and yesterday.
      const overdueDay = r.int(Math.min(-1, (days.at(-1) ?? -2) + 1), -1);
      const scheduledAt = next.status === 'scheduled' ? workTime(r, clock, r.int(1, 12), true) : next.status === 'overdue' ? workTime(r, clock, overdueDay, true) : null;
      activities.push({
        prospect: index,
        title: `${next.title} ${firstName}`,
        type: next.type,
        platform: inPerson(platform),
        contentTitle: null,
        description: null,
        outcome: null,
        status: next.status,
        completed: false,
        priority: next.priority,
        scheduledAt,
        // Planned right after the last conversation (or when the lead was added).
        createdAt: minutesLater(last?.createdAt ?? createdAt, r.int(2, 30)),
      });
    }
    const source: TLeadSource = steps[0]?.platforms === REACH ? 'social_media' : r.pick(['referral', 'event', 'website', 'cold_outreach', 'advertisement'] as const);
    const range = LEAD_SCORE_RANGES[status];
    prospects.push({
      firstName,
      status,
      source,
      leadScore: r.int(range.min, range.max),
      lastContacted: last?.scheduledAt ?? null,
      notes: SOURCE_NOTES[source],
      tags: r.pick(INTERESTS),
      createdAt,
      updatedAt: last?.createdAt ?? createdAt,
    });
  });
  activities.push(...ownActivities(r, clock));
  return { prospects, activities };
}

/** The seller's own posts, trainings and webinars, past and planned. */
function ownActivities(r: TDemoRandom, clock: TDemoClock): TStoryActivity[] {
  const own = (days: number, a: Omit<TStoryActivity, 'prospect' | 'scheduledAt' | 'createdAt' | 'completed' | 'status' | 'outcome' | 'description'> & { outcome?: TActivityOutcome | null; status?: TActivityStatus }): TStoryActivity => {
    const status = a.status ?? (days < 0 ? 'completed' : 'scheduled');
    const scheduledAt = status === 'pending' ? null : workTime(r, clock, days, status !== 'completed');
    // Logged just after it happened; planned a few days ahead.
    const createdAt = status === 'completed' && scheduledAt ? minutesLater(scheduledAt, r.int(1, 40)) : workTime(r, clock, Math.min(days, 0) - r.int(1, 5), false);
    const outcome = status === 'completed' ? (a.outcome ?? null) : null;
    return { ...a, prospect: null, status, completed: status === 'completed', outcome, description: outcome ? NOTES[outcome] : null, scheduledAt, createdAt };
  };
  const list: TStoryActivity[] = [];
  for (let week = 12; week >= 1; week--) {
    const platform = r.pick(REACH);
    const video = r.pick(VIDEOS);
    list.push(own(-week * 7 + r.int(0, 3), { title: `${PLATFORM_NAMES[platform]} post: ${video}`, type: 'social_media_post', platform, contentTitle: video, priority: 'low', outcome: r.pick(['positive_interaction', 'positive_interaction', null] as const) }));
  }
  for (let week = 6; week >= 1; week--) {
    list.push(own(-week * 7 - r.int(0, 1), { title: 'Weekly team training', type: 'meeting', platform: 'telegram', contentTitle: null, priority: 'medium', outcome: 'positive_interaction', status: week === 3 ? 'cancelled' : undefined }));
  }
  for (const month of [3, 2, 1]) {
    list.push(own(-month * 30 + r.int(0, 4), { title: 'Business opportunity webinar', type: 'presentation', platform: r.pick(['youtube', 'facebook'] as const), contentTitle: 'Why I started my own business', priority: 'high', outcome: r.pick(['demo_booked', 'positive_interaction'] as const) }));
  }
  list.push(
    own(2, { title: 'Instagram story: new Glow serum', type: 'social_media_post', platform: 'instagram', contentTitle: 'New Glow serum', priority: 'medium' }),
    own(4, { title: 'Weekly team training', type: 'meeting', platform: 'telegram', contentTitle: null, priority: 'medium' }),
    own(9, { title: 'Business opportunity webinar', type: 'presentation', platform: 'youtube', contentTitle: 'Why I started my own business', priority: 'urgent' }),
    own(0, { title: 'Record an unboxing video', type: 'content_shared', platform: 'tiktok', contentTitle: 'Starter kit unboxing', priority: 'low', status: 'pending' }),
  );
  return list;
}
