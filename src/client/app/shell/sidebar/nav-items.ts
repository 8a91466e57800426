import {
  Activity,
  Bot,
  Calendar,
  ChartColumn,
  Contact,
  DollarSign,
  FileText,
  Filter,
  Flame,
  Gift,
  GraduationCap,
  KanbanSquare,
  LayoutDashboard,
  LifeBuoy,
  ListTodo,
  Network,
  Crown,
  Settings,
  ShieldCheck,
  Target,
  TrendingUp,
  Upload,
  UserSearch,
  Users,
  BellRing,
  type LucideIcon,
} from 'lucide-react';
import type { TFeatureKey } from '@shared/membership/features';
import { TRAINING_ACADEMY_URL } from '../../../features/modules/modules';

export interface TNavItem {
  /** The `common:nav.*` key of the label. */
  labelKey: string;
  to: string;
  /** The e2e id suffix: `nav-<testId>`. */
  testId: string;
  icon: LucideIcon;
  /** Paths under this prefix also mark the item active (details, sub-pages). */
  matchPrefix?: string;
  /** A premium entry: locked, opening the upgrade prompt, for an account without this feature. */
  feature?: TFeatureKey;
  external?: boolean;
  adminOnly?: boolean;
}

export interface TNavGroup {
  /** The `shell:sidebar.groups.*` key of the heading. */
  headingKey: 'businessTools' | 'premiumFeatures' | 'others';
  items: TNavItem[];
}

/** The sidebar of spec 01 §2.3, in three groups. */
export const NAV_GROUPS: TNavGroup[] = [
  {
    headingKey: 'businessTools',
    items: [
      { labelKey: 'dashboard', to: '/dashboard', testId: 'dashboard', icon: LayoutDashboard },
      { labelKey: 'prospects', to: '/prospects', testId: 'prospects', icon: UserSearch },
      { labelKey: 'contacts', to: '/contacts', testId: 'contacts', icon: Contact },
      { labelKey: 'people', to: '/people', testId: 'people', icon: Users },
      { labelKey: 'activities', to: '/activities', testId: 'activities', icon: Activity },
      { labelKey: 'tasks', to: '/tasks', testId: 'tasks', icon: ListTodo },
      { labelKey: 'pipeline', to: '/pipeline', testId: 'pipeline', icon: KanbanSquare },
      { labelKey: 'calendar', to: '/calendar', testId: 'calendar', icon: Calendar },
      { labelKey: 'goals', to: '/goals', testId: 'goals', icon: Target },
      { labelKey: 'team', to: '/team', testId: 'team', icon: Network },
      { labelKey: 'commissions', to: '/commissions', testId: 'commissions', icon: DollarSign },
    ],
  },
  {
    headingKey: 'premiumFeatures',
    items: [
      { labelKey: 'teamAnalytics', to: '/team-premium', testId: 'team-premium', icon: TrendingUp, feature: 'ADVANCED_TEAM_ANALYTICS' },
      { labelKey: 'detailedReports', to: '/reports-premium', testId: 'reports-premium', icon: ChartColumn, feature: 'DETAILED_REPORTS' },
      { labelKey: 'hotLeads', to: '/hot-leads', testId: 'hot-leads', icon: Flame, feature: 'SMART_LEAD_SCORING' },
      { labelKey: 'followUps', to: '/follow-ups', testId: 'follow-ups', icon: BellRing, feature: 'AUTOMATED_FOLLOW_UPS' },
      { labelKey: 'funnelTracker', to: '/funnel-tracker', testId: 'funnel-tracker', icon: Filter, feature: 'SMART_LEAD_SCORING' },
      { labelKey: 'reportGenerator', to: '/report-generator', testId: 'report-generator', icon: FileText, feature: 'REPORT_GENERATOR' },
      {
        labelKey: 'dataImport',
        to: '/import-data/prospects',
        testId: 'import-data',
        icon: Upload,
        matchPrefix: '/import-data',
        feature: 'DATA_IMPORT',
      },
    ],
  },
  {
    headingKey: 'others',
    items: [
      { labelKey: 'aiAssist', to: '/ai-assist', testId: 'ai-assist', icon: Bot, feature: 'AI_ASSIST' },
      { labelKey: 'trainingAcademy', to: TRAINING_ACADEMY_URL, testId: 'training', icon: GraduationCap, external: true },
      { labelKey: 'referralProgram', to: '/referral', testId: 'referral', icon: Gift },
      { labelKey: 'membership', to: '/membership', testId: 'membership', icon: Crown },
      { labelKey: 'support', to: '/support', testId: 'support', icon: LifeBuoy },
      { labelKey: 'settings', to: '/settings', testId: 'settings', icon: Settings },
      { labelKey: 'adminDashboard', to: '/admin', testId: 'admin', icon: ShieldCheck, adminOnly: true },
    ],
  },
];

/** Active on its own path and on the paths below it (a prospect's detail keeps Prospects lit). */
export function isNavItemActive(item: TNavItem, pathname: string): boolean {
  if (item.external) return false;
  const base = item.matchPrefix ?? item.to;
  return pathname === base || pathname.startsWith(`${base}/`);
}
