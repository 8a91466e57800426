import { lazy } from 'react';

/** Each CRM module's screens load on demand, so the shell does not carry every module's code. */
export const ProspectsPage = lazy(() => import('../features/prospects/components/ProspectsPage').then((m) => ({ default: m.ProspectsPage })));
export const ProspectDetailPage = lazy(() => import('../features/prospects/components/ProspectDetailPage').then((m) => ({ default: m.ProspectDetailPage })));
export const ContactsPage = lazy(() => import('../features/contacts/components/ContactsPage').then((m) => ({ default: m.ContactsPage })));
export const PeoplePage = lazy(() => import('../features/people/components/PeoplePage').then((m) => ({ default: m.PeoplePage })));
export const ActivitiesPage = lazy(() => import('../features/activities/components/ActivitiesPage').then((m) => ({ default: m.ActivitiesPage })));
export const GoalsPage = lazy(() => import('../features/goals/components/GoalsPage').then((m) => ({ default: m.GoalsPage })));
export const CommissionsPage = lazy(() => import('../features/commissions/components/CommissionsPage').then((m) => ({ default: m.CommissionsPage })));
export const TeamPage = lazy(() => import('../features/team/components/TeamPage').then((m) => ({ default: m.TeamPage })));
export const CustomTeamsPage = lazy(() => import('../features/custom-teams/components/CustomTeamsPage').then((m) => ({ default: m.CustomTeamsPage })));
export const SettingsPage = lazy(() => import('../features/settings/components/SettingsPage').then((m) => ({ default: m.SettingsPage })));
