import {
  BarChart3, Bell, Bot, Brain, CalendarDays, CircleDollarSign, Columns3, FileText, Filter, Flame, Gift, Goal,
  LayoutDashboard, LifeBuoy, ListChecks, Megaphone, Network, PhoneCall, Settings, Shield, ShieldCheck, Upload,
  UserRound, Users, Zap, type LucideIcon,
} from 'lucide-react';
import type { TPublicConfig } from '@shared/common/settings';

/**
 * The one list of what the public pages claim (landing, /features, /pricing): every module names
 * the signed-in routes that serve it, and a test checks each route against the app's route table.
 * A claim that only holds under a server setting names it, and is shown only when it is on.
 */
export type TProductModule = {
  icon: LucideIcon;
  /** The routes of the module; the first is where it starts. */
  routes: readonly [string, ...string[]];
  group: 'selling' | 'premium' | 'teams' | 'service';
  /** Premium Pro (or a trial) opens it; the sidebar locks it for the others. */
  premium: boolean;
  /** Offered only when the server says so (GET /api/public/config). */
  requires?: (config: TPublicConfig) => boolean;
};

export const PRODUCT_MODULES = {
  dashboard: { icon: LayoutDashboard, routes: ['/dashboard'], group: 'selling', premium: false },
  prospects: { icon: UserRound, routes: ['/prospects', '/contacts', '/people'], group: 'selling', premium: false },
  activities: { icon: PhoneCall, routes: ['/activities'], group: 'selling', premium: false },
  tasks: { icon: ListChecks, routes: ['/tasks'], group: 'selling', premium: false },
  pipeline: { icon: Columns3, routes: ['/pipeline'], group: 'selling', premium: false },
  calendar: { icon: CalendarDays, routes: ['/calendar'], group: 'selling', premium: false },
  goals: { icon: Goal, routes: ['/goals'], group: 'selling', premium: false },
  commissions: { icon: CircleDollarSign, routes: ['/commissions'], group: 'selling', premium: false },
  referral: { icon: Gift, routes: ['/referral'], group: 'selling', premium: false },
  hotLeads: { icon: Flame, routes: ['/hot-leads'], group: 'premium', premium: true },
  followUps: { icon: Bell, routes: ['/follow-ups'], group: 'premium', premium: true },
  funnel: { icon: Filter, routes: ['/funnel-tracker'], group: 'premium', premium: true },
  reports: { icon: FileText, routes: ['/report-generator', '/reports-premium'], group: 'premium', premium: true },
  import: { icon: Upload, routes: ['/import-data/prospects'], group: 'premium', premium: true },
  // Admins always have the assistant; members with Premium Pro only when the operator opens it (AI_FOR_PREMIUM).
  ai: { icon: Bot, routes: ['/ai-assist'], group: 'premium', premium: true, requires: (config) => config.ai?.forPremium === true },
  team: { icon: Users, routes: ['/team'], group: 'teams', premium: false },
  teamAnalytics: { icon: BarChart3, routes: ['/team-premium'], group: 'teams', premium: true },
  customTeams: { icon: Network, routes: ['/custom-teams-management'], group: 'teams', premium: false },
  support: { icon: LifeBuoy, routes: ['/support'], group: 'service', premium: false },
  messages: { icon: Megaphone, routes: ['/messages'], group: 'service', premium: false },
  settings: { icon: Settings, routes: ['/settings'], group: 'service', premium: false },
  admin: { icon: Shield, routes: ['/admin'], group: 'service', premium: false },
} as const satisfies Record<string, TProductModule>;

export type TModuleKey = keyof typeof PRODUCT_MODULES;
export const MODULE_KEYS = Object.keys(PRODUCT_MODULES) as TModuleKey[];
export const MODULE_GROUPS = ['selling', 'premium', 'teams', 'service'] as const;

/** Whether the public pages may claim a module: always, or when its server setting is on (never while unknown). */
export function isOffered(key: TModuleKey, config: TPublicConfig | undefined): boolean {
  const module: TProductModule = PRODUCT_MODULES[key];
  return !module.requires || (config !== undefined && module.requires(config));
}

/** A claim made of modules: shown only when every one of them is offered. */
export type TClaim = { key: string; modules: readonly TModuleKey[] };

/** The landing page's highlights (`public:features.items.<key>`). */
export const LANDING_HIGHLIGHTS: (TClaim & { icon: LucideIcon; tone: string })[] = [
  { key: 'leads', modules: ['hotLeads', 'funnel'], icon: Flame, tone: 'bg-violet-500/10 text-violet-600 dark:text-violet-400' },
  { key: 'profiles', modules: ['prospects', 'activities'], icon: UserRound, tone: 'bg-sky-500/10 text-sky-600 dark:text-sky-400' },
  { key: 'automation', modules: ['followUps', 'tasks'], icon: Zap, tone: 'bg-amber-500/10 text-amber-600 dark:text-amber-400' },
  { key: 'analytics', modules: ['dashboard', 'goals', 'teamAnalytics', 'reports'], icon: BarChart3, tone: 'bg-emerald-500/10 text-emerald-600 dark:text-emerald-400' },
  { key: 'security', modules: ['settings'], icon: ShieldCheck, tone: 'bg-rose-500/10 text-rose-600 dark:text-rose-400' },
  { key: 'teams', modules: ['team', 'customTeams'], icon: Network, tone: 'bg-indigo-500/10 text-indigo-600 dark:text-indigo-400' },
  { key: 'ai', modules: ['ai'], icon: Brain, tone: 'bg-fuchsia-500/10 text-fuchsia-600 dark:text-fuchsia-400' },
];

/** The plan cards' lines (`public:pricing.plans.<plan>.features.<key>`); `languages` is the settings' language and theme. */
export const PLAN_FEATURES: Record<'starter' | 'premium', TClaim[]> = {
  starter: [
    { key: 'core', modules: ['prospects', 'activities', 'goals'] },
    { key: 'pipeline', modules: ['pipeline', 'tasks'] },
    { key: 'calendar', modules: ['calendar'] },
    { key: 'commissions', modules: ['commissions'] },
    { key: 'referral', modules: ['referral'] },
    { key: 'team', modules: ['team', 'customTeams'] },
    { key: 'languages', modules: ['settings'] },
  ],
  premium: [
    { key: 'unlimited', modules: ['prospects', 'activities', 'goals', 'team'] },
    { key: 'hotLeads', modules: ['hotLeads'] },
    { key: 'followUps', modules: ['followUps'] },
    { key: 'funnel', modules: ['funnel'] },
    { key: 'reports', modules: ['reports'] },
    { key: 'teamAnalytics', modules: ['teamAnalytics'] },
    { key: 'import', modules: ['import'] },
    { key: 'ai', modules: ['ai'] },
  ],
};

export type TComparisonCell = 'yes' | 'no' | 'limited' | 'unlimited';

/** The /pricing table (`public:pricing.table.rows.<key>`): what Starter and Premium Pro include. */
export const COMPARISON_ROWS: (TClaim & { starter: TComparisonCell; premium: TComparisonCell })[] = [
  { key: 'records', modules: ['prospects', 'activities', 'goals', 'team'], starter: 'limited', premium: 'unlimited' },
  { key: 'contacts', modules: ['prospects'], starter: 'yes', premium: 'yes' },
  { key: 'pipeline', modules: ['pipeline'], starter: 'yes', premium: 'yes' },
  { key: 'tasks', modules: ['tasks', 'calendar'], starter: 'yes', premium: 'yes' },
  { key: 'commissions', modules: ['commissions'], starter: 'yes', premium: 'yes' },
  { key: 'referral', modules: ['referral'], starter: 'yes', premium: 'yes' },
  { key: 'customTeams', modules: ['customTeams'], starter: 'yes', premium: 'yes' },
  { key: 'hotLeads', modules: ['hotLeads'], starter: 'no', premium: 'yes' },
  { key: 'followUps', modules: ['followUps'], starter: 'no', premium: 'yes' },
  { key: 'funnel', modules: ['funnel'], starter: 'no', premium: 'yes' },
  { key: 'reportGenerator', modules: ['reports'], starter: 'no', premium: 'yes' },
  { key: 'teamAnalytics', modules: ['teamAnalytics'], starter: 'no', premium: 'yes' },
  { key: 'import', modules: ['import'], starter: 'no', premium: 'yes' },
  { key: 'ai', modules: ['ai'], starter: 'no', premium: 'yes' },
];

/** The claims of a list that may be made with this server's settings. */
export function offeredClaims<T extends TClaim>(claims: readonly T[], config: TPublicConfig | undefined): T[] {
  return claims.filter((claim) => claim.modules.every((key) => isOffered(key, config)));
}
