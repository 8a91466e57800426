import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../client.js';
import { contacts, dealActivity, deals, teamMembers } from '../schema/index.js';
import { BUILT_IN_STAGES, STAGE_PROBABILITY } from '../../../shared/deals/deals.constants.js';
import { isClosedStage } from '../../../shared/deals/deals.rules.js';
import { demoRandom, WORK_HOURS_UTC, type TDemoClock } from './demo-clock.js';

type TStage = (typeof BUILT_IN_STAGES)[number];
/** One edit of the deal, `day` days from today (0: a few hours ago): a move, a new value (`valueCents` of the deal is its first), a new close date. */
type TEdit = { day: number; stage?: TStage; valueCents?: number; closeDay?: number };
interface TDemoDeal {
  title: string;
  stage: TStage;
  valueCents: number;
  /** Days from today: when it was added, and when it is expected to close. */
  createdDay: number;
  closeDay: number;
  edits?: TEdit[];
  tags: string[];
  notes?: string;
  /** A reminder `[days ahead, UTC hour]`, set with the last edit. */
  followUp?: [number, number];
  /** Worked by one of her two first team leaders. */
  rep?: 0 | 1;
  /** The stage it was added in; by default the first stage, or its stage when it never moved. */
  entry?: TStage;
  /** The company of the contact it is with; without one, a private customer (a contact with no company). */
  at?: string;
}

const $ = (dollars: number) => dollars * 100;

/**
 * Her pipeline: starter kits, product bundles and team packs from $150 to $12,000, each deal with
 * the path it took. Open deals close this month or next; two have passed their close date
 * (pending); won and lost ones closed over the last two months.
 */
const DEMO_DEALS: TDemoDeal[] = [
  { title: 'Glow serum starter kit', stage: 'lead_generation', valueCents: $(189), createdDay: -3, closeDay: 24, tags: ['starter-kit', 'skincare'], notes: 'Saw the Instagram story and asked for the price list.' },
  { title: 'Vital Greens 3-month bundle', stage: 'lead_generation', valueCents: $(540), createdDay: -6, closeDay: 33, tags: ['bundle', 'nutrition'], followUp: [1, 9] },
  { title: 'Office wellness team pack', at: 'Bright Home Goods', stage: 'lead_generation', valueCents: $(3_600), createdDay: -2, closeDay: 45, tags: ['team-pack'], notes: 'The HR manager wants something for twenty people.' },
  { title: 'Skincare party host kit', stage: 'lead_generation', valueCents: $(290), createdDay: -9, closeDay: 18, tags: ['starter-kit', 'event'] },
  { title: 'Family nutrition bundle', stage: 'qualification', valueCents: $(780), createdDay: -14, closeDay: 21, edits: [{ day: -8, stage: 'qualification' }], tags: ['bundle', 'nutrition'] },
  {
    title: 'Gym members reorder program',
    at: 'Nova Fitness',
    stage: 'qualification',
    valueCents: $(2_400),
    createdDay: -20,
    closeDay: -3,
    edits: [{ day: -12, stage: 'qualification' }],
    tags: ['reorder'],
    notes: 'Waiting on the owner’s budget for the quarter.',
  },
  { title: 'Spa retail shelf starter', at: 'Pure Skin Studio', stage: 'qualification', valueCents: $(1_450), createdDay: -11, closeDay: 40, edits: [{ day: -5, stage: 'qualification' }], tags: ['starter-kit'], rep: 0 },
  { title: 'Bridal party skincare sets', stage: 'qualification', valueCents: $(960), createdDay: -7, closeDay: 26, tags: ['referral', 'event'], notes: 'Introduced by a happy customer; wedding in six weeks.' },
  {
    title: 'Yoga studio wellness bundle',
    at: 'Vital Wellness Co',
    stage: 'contacted',
    valueCents: $(1_850),
    createdDay: -25,
    closeDay: 12,
    edits: [{ day: -18, stage: 'qualification' }, { day: -10, stage: 'contacted' }],
    tags: ['bundle'],
    followUp: [2, 10],
  },
  { title: 'Autoship starter for five customers', stage: 'contacted', valueCents: $(1_150), createdDay: -16, closeDay: 35, edits: [{ day: -12, stage: 'qualification' }, { day: -6, stage: 'contacted' }], tags: ['autoship'] },
  {
    title: 'Corporate gift boxes',
    at: 'Bright Home Goods',
    stage: 'contacted',
    valueCents: $(4_200),
    createdDay: -30,
    closeDay: 28,
    edits: [{ day: -22, stage: 'qualification' }, { day: -15, stage: 'contacted' }, { day: -9, valueCents: $(5_100) }],
    tags: ['team-pack', 'gifts'],
    notes: 'Added six more boxes for the regional office.',
  },
  {
    title: 'Salon product line launch',
    at: 'Pure Skin Studio',
    stage: 'proposal',
    valueCents: $(6_800),
    createdDay: -40,
    closeDay: -6,
    edits: [{ day: -33, stage: 'qualification' }, { day: -26, stage: 'contacted' }, { day: -19, stage: 'proposal' }],
    tags: ['bundle', 'salon'],
    notes: 'Proposal sent; the owner is on holiday and the answer is overdue.',
    rep: 1,
  },
  { title: 'Team pack for new recruits', stage: 'proposal', valueCents: $(3_000), createdDay: -21, closeDay: 9, edits: [{ day: -17, stage: 'contacted' }, { day: -9, stage: 'proposal' }], tags: ['team-pack', 'team'] },
  {
    title: 'Holiday gift bundle order',
    at: 'Bright Home Goods',
    stage: 'proposal',
    valueCents: $(2_250),
    createdDay: -18,
    closeDay: 38,
    edits: [{ day: -13, stage: 'qualification' }, { day: -7, stage: 'contacted' }, { day: -2, stage: 'proposal' }],
    tags: ['bundle', 'gifts'],
    followUp: [3, 15],
  },
  {
    title: 'Clinic supplement starter pack',
    at: 'Green Leaf Nutrition',
    stage: 'proposal',
    valueCents: $(5_400),
    createdDay: -35,
    closeDay: 10,
    edits: [{ day: -28, stage: 'qualification' }, { day: -20, stage: 'contacted' }, { day: -12, stage: 'proposal' }, { day: -10, closeDay: 31 }],
    tags: ['starter-kit', 'nutrition'],
    notes: 'The doctors meet next month: close date moved.',
  },
  {
    title: 'Fitness club team pack',
    at: 'Nova Fitness',
    stage: 'negotiation',
    valueCents: $(9_600),
    createdDay: -45,
    closeDay: 16,
    edits: [{ day: -38, stage: 'qualification' }, { day: -30, stage: 'contacted' }, { day: -21, stage: 'proposal' }, { day: -11, stage: 'negotiation' }, { day: -4, valueCents: $(8_900) }],
    tags: ['team-pack'],
    notes: 'Agreed a volume discount for 40 members.',
    rep: 0,
  },
  {
    title: 'Boutique hotel amenity kits',
    at: 'Vital Wellness Co',
    stage: 'negotiation',
    valueCents: $(12_000),
    createdDay: -50,
    closeDay: 27,
    edits: [{ day: -41, stage: 'qualification' }, { day: -33, stage: 'contacted' }, { day: -24, stage: 'proposal' }, { day: -8, stage: 'negotiation' }],
    tags: ['bundle', 'vip'],
    notes: 'Three hotels; the contract goes to their lawyer this week.',
    followUp: [1, 14],
  },
  { title: 'Wellness retreat bundle', at: 'Vital Wellness Co', stage: 'negotiation', valueCents: $(4_750), createdDay: -28, closeDay: 6, edits: [{ day: -22, stage: 'contacted' }, { day: -15, stage: 'proposal' }, { day: -5, stage: 'negotiation' }], tags: ['bundle', 'event'] },
  {
    title: 'Starter kits for the front desk',
    at: 'Nova Fitness',
    stage: 'closed_won',
    valueCents: $(1_200),
    createdDay: -19,
    closeDay: 0,
    edits: [{ day: -15, stage: 'contacted' }, { day: -9, stage: 'proposal' }, { day: 0, stage: 'closed_won' }],
    tags: ['starter-kit'],
    notes: 'Paid by card; delivery on Friday.',
  },
  { title: 'Skincare bundle reorder', stage: 'closed_won', valueCents: $(650), createdDay: -16, closeDay: -9, entry: 'qualification', edits: [{ day: -13, stage: 'proposal' }, { day: -9, stage: 'closed_won' }], tags: ['reorder', 'skincare'] },
  {
    title: 'Team pack for the Lisbon group',
    stage: 'closed_won',
    valueCents: $(3_300),
    createdDay: -45,
    closeDay: -24,
    edits: [{ day: -40, stage: 'qualification' }, { day: -34, stage: 'contacted' }, { day: -30, stage: 'proposal' }, { day: -27, stage: 'negotiation' }, { day: -24, stage: 'closed_won' }],
    tags: ['team-pack', 'team'],
  },
  {
    title: 'Spring product bundle',
    at: 'Green Leaf Nutrition',
    stage: 'closed_won',
    valueCents: $(2_100),
    createdDay: -70,
    closeDay: -47,
    edits: [{ day: -63, stage: 'qualification' }, { day: -58, stage: 'proposal' }, { day: -52, stage: 'negotiation' }, { day: -47, stage: 'closed_won' }],
    tags: ['bundle'],
    notes: 'Her best month so far.',
  },
  {
    title: 'Restaurant staff wellness pack',
    stage: 'closed_lost',
    valueCents: $(4_800),
    createdDay: -40,
    closeDay: -15,
    edits: [{ day: -34, stage: 'qualification' }, { day: -27, stage: 'proposal' }, { day: -15, stage: 'closed_lost' }],
    tags: ['team-pack'],
    notes: 'Chose a cheaper local supplier.',
  },
  { title: 'Teen skincare starter kit', stage: 'closed_lost', valueCents: $(150), createdDay: -50, closeDay: -38, edits: [{ day: -44, stage: 'contacted' }, { day: -38, stage: 'closed_lost' }], tags: ['starter-kit', 'skincare'], notes: 'The parents decided to wait until autumn.' },
];

/**
 * Her contacts in turn: those at the company a deal names (a company may hold several deals), else
 * those with no company; with none of either, any.
 */
function contactPicker(people: { id: string; company: string | null }[]) {
  const turns = new Map<string | null, number>();
  return (company: string | null) => {
    const pool = people.filter((p) => p.company === company);
    const from = pool.length ? pool : people;
    const turn = turns.get(company) ?? 0;
    turns.set(company, turn + 1);
    return from[turn % from.length];
  };
}

/**
 * The demo seller's deals, each with its history as the deals API writes it: a `created` row, then
 * one `update` row per edit holding every changed field (`{stage: {from, to}, probability: …}`),
 * the version counting them; linked to her contacts, the company taken from the contact.
 */
export async function seedDemoDeals(db: TDb, userId: string, clock: TDemoClock): Promise<void> {
  const people = await db.select({ id: contacts.id, company: contacts.company }).from(contacts).where(eq(contacts.userId, userId)).orderBy(asc(contacts.createdAt), asc(contacts.id));
  const contactFor = contactPicker(people);
  const leaders = await db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.userId, userId)).orderBy(asc(teamMembers.joinDate), asc(teamMembers.id)).limit(2);
  const r = demoRandom(7);
  const now = clock.now.getTime();
  /** A working-hours moment `day` days from today; today's edits happened a few hours ago. */
  const when = (day: number) => (day >= 0 ? new Date(now - r.int(2, 4) * 3_600_000) : clock.at(day, r.int(WORK_HOURS_UTC.first + 1, WORK_HOURS_UTC.last - 1), r.pick([0, 10, 25, 40, 55])));
  const dealRows: (typeof deals.$inferInsert)[] = [];
  const history: (typeof dealActivity.$inferInsert)[] = [];
  for (const deal of DEMO_DEALS) {
    const id = randomUUID();
    const contact = contactFor(deal.at ?? null);
    const createdAt = when(deal.createdDay);
    const edits = deal.edits ?? [];
    const entry = deal.entry ?? (edits.some((e) => e.stage) ? 'lead_generation' : deal.stage);
    const state = { stage: entry as string, probability: STAGE_PROBABILITY[entry], valueCents: deal.valueCents, closeDate: clock.day(deal.closeDay) };
    history.push({ dealId: id, userId, action: 'created', details: {}, createdAt });
    let stageChangedAt = createdAt;
    let updatedAt = createdAt;
    let actualCloseAt: Date | null = null;
    const followUpAt = deal.followUp ? clock.at(deal.followUp[0], deal.followUp[1], 0) : null;
    for (const [k, edit] of edits.entries()) {
      const at = when(edit.day);
      const details: Record<string, { from: unknown; to: unknown }> = {};
      if (edit.stage) {
        const probability = STAGE_PROBABILITY[edit.stage];
        details.stage = { from: state.stage, to: edit.stage };
        if (probability !== state.probability) details.probability = { from: state.probability, to: probability };
        Object.assign(state, { stage: edit.stage, probability });
        stageChangedAt = at;
        actualCloseAt = isClosedStage(edit.stage) ? at : null;
      }
      if (edit.valueCents !== undefined) {
        details.valueCents = { from: state.valueCents, to: edit.valueCents };
        state.valueCents = edit.valueCents;
      }
      if (edit.closeDay !== undefined) {
        details.closeDate = { from: state.closeDate, to: clock.day(edit.closeDay) };
        state.closeDate = clock.day(edit.closeDay);
      }
      if (followUpAt && k === edits.length - 1) details.followUpAt = { from: null, to: followUpAt.toISOString() };
      history.push({ dealId: id, userId, action: 'update', details, createdAt: at });
      updatedAt = at;
    }
    if (state.stage !== deal.stage) throw new Error(`Demo deal "${deal.title}" ends in ${state.stage}, not ${deal.stage}`);
    dealRows.push({
      id,
      userId,
      title: deal.title,
      valueCents: state.valueCents,
      probability: state.probability,
      stage: state.stage,
      startDate: clock.day(deal.createdDay),
      closeDate: state.closeDate,
      actualCloseAt,
      assignedRepId: deal.rep === undefined ? null : (leaders[deal.rep]?.id ?? null),
      contactId: contact?.id ?? null,
      company: contact?.company ?? null,
      tags: deal.tags,
      notes: deal.notes ?? null,
      followUpAt,
      stageChangedAt,
      version: 1 + edits.length,
      createdAt,
      updatedAt,
    });
  }
  await db.insert(deals).values(dealRows);
  await db.insert(dealActivity).values(history);
}
