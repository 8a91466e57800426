import { lazy, type ComponentType } from 'react';
import { loadAppStrings, loadPageStrings } from '../lib/i18n';
import type { TPageStringsGroup } from '../locales/namespaces';

/** A page loaded on demand from its module's own chunk, with its own strings when it has a group of them. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, strings?: TPageStringsGroup) {
  return lazy(() => Promise.all([load(), strings && loadPageStrings(strings)]).then(([module]) => ({ default: pick(module) })));
}

/** The signed-in layout (route guard and shell), with its strings: public pages load neither. */
export const SignedInLayout = page(
  () => Promise.all([import('./shell/SignedInLayout'), loadAppStrings()]),
  ([m]) => m.SignedInLayout,
);

/**
 * The signed-in pages, one line each, each loaded on demand: the shell carries no module's code
 * and no module another's.
 */
export const MODULE_PAGES: { path: string; Page: ComponentType }[] = [
  { path: '/dashboard', Page: page(() => import('../features/dashboard/components/DashboardPage'), (m) => m.DashboardPage) },
  { path: '/prospects', Page: page(() => import('../features/prospects/components/ProspectsPage'), (m) => m.ProspectsPage) },
  { path: '/prospects/:id', Page: page(() => import('../features/prospects/components/ProspectDetailPage'), (m) => m.ProspectDetailPage) },
  { path: '/contacts', Page: page(() => import('../features/contacts/components/ContactsPage'), (m) => m.ContactsPage) },
  { path: '/people', Page: page(() => import('../features/people/components/PeoplePage'), (m) => m.PeoplePage) },
  { path: '/activities', Page: page(() => import('../features/activities/components/ActivitiesPage'), (m) => m.ActivitiesPage) },
  { path: '/goals', Page: page(() => import('../features/goals/components/GoalsPage'), (m) => m.GoalsPage) },
  { path: '/commissions', Page: page(() => import('../features/commissions/components/CommissionsPage'), (m) => m.CommissionsPage) },
  { path: '/team', Page: page(() => import('../features/team/components/TeamPage'), (m) => m.TeamPage) },
  { path: '/team-premium', Page: page(() => import('../features/team-analytics/components/TeamAnalyticsPage'), (m) => m.TeamAnalyticsPage, 'teamAnalytics') },
  { path: '/custom-teams-management', Page: page(() => import('../features/custom-teams/components/CustomTeamsPage'), (m) => m.CustomTeamsPage) },
  { path: '/settings', Page: page(() => import('../features/settings/components/SettingsPage'), (m) => m.SettingsPage) },
  { path: '/calendar', Page: page(() => import('../features/calendar/components/CalendarPage'), (m) => m.CalendarPage) },
  { path: '/follow-ups', Page: page(() => import('../features/follow-ups/components/FollowUpsPage'), (m) => m.FollowUpsPage) },
  { path: '/report-generator', Page: page(() => import('../features/reports/components/ReportGeneratorPage'), (m) => m.ReportGeneratorPage, 'reports') },
  { path: '/hot-leads', Page: page(() => import('../features/hot-leads/components/HotLeadsPage'), (m) => m.HotLeadsPage) },
  { path: '/tasks', Page: page(() => import('../features/tasks/components/TasksPage'), (m) => m.TasksPage) },
  { path: '/funnel-tracker', Page: page(() => import('../features/funnel/components/FunnelTrackerPage'), (m) => m.FunnelTrackerPage) },
  { path: '/pipeline', Page: page(() => import('../features/pipeline/components/PipelinePage'), (m) => m.PipelinePage) },
  { path: '/referral', Page: page(() => import('../features/referral/components/ReferralPage'), (m) => m.ReferralPage, 'referral') },
  { path: '/membership', Page: page(() => import('../features/membership/components/MembershipPage'), (m) => m.MembershipPage) },
  { path: '/compare-plans', Page: page(() => import('../features/billing/components/ComparePlansPage'), (m) => m.ComparePlansPage) },
  { path: '/stripe/success', Page: page(() => import('../features/billing/components/PaymentSuccessPage'), (m) => m.PaymentSuccessPage) },
  { path: '/stripe/cancel', Page: page(() => import('../features/billing/components/PaymentCancelPage'), (m) => m.PaymentCancelPage) },
  { path: '/billing/test-checkout/:sessionId', Page: page(() => import('../features/billing/components/TestCheckoutPage'), (m) => m.TestCheckoutPage) },
  { path: '/billing/test-portal', Page: page(() => import('../features/billing/components/TestPortalPage'), (m) => m.TestPortalPage) },
  { path: '/support', Page: page(() => import('../features/support/components/SupportPage'), (m) => m.SupportPage, 'support') },
  { path: '/messages', Page: page(() => import('../features/support/components/MessagesPage'), (m) => m.MessagesPage, 'support') },
  { path: '/import-data/:dataType', Page: page(() => import('../features/import/components/ImportPage'), (m) => m.ImportPage, 'importData') },
  { path: '/training', Page: page(() => import('../features/modules/components/TrainingRedirectPage'), (m) => m.TrainingRedirectPage) },
  { path: '/reports-premium', Page: page(() => import('../features/detailed-reports/components/DetailedReportsPage'), (m) => m.DetailedReportsPage, 'detailedReports') },
  { path: '/ai-assist', Page: page(() => import('../features/ai/components/AiAssistPage'), (m) => m.AiAssistPage, 'ai') },
  { path: '/admin', Page: page(() => import('./routes/AdminRoute'), (m) => m.AdminRoute) },
];

