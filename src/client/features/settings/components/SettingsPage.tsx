import { useState, type ReactNode } from 'react';
import { Bell, KeyRound, Languages, ListOrdered, Palette, UserRound, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TProfile } from '@shared/profile/profile.schema';
import { ListError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useProfile } from '../../profile/api/profile';
import { ChangeEmailCard } from '../../profile/components/ChangeEmailCard';
import { AppearanceTab } from './AppearanceTab';
import { CurrentPlanCard } from './CurrentPlanCard';
import { LanguageTab } from './LanguageTab';
import { NotificationsTab } from './NotificationsTab';
import { PipelineStagesTab } from './PipelineStagesTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import { SettingsTabStrip } from './SettingsTabStrip';
import { TimeZoneCard } from './TimeZoneCard';

const TABS = ['profile', 'notifications', 'security', 'language', 'appearance', 'pipeline'] as const;
type TTab = (typeof TABS)[number];

const TAB_ICONS: Record<TTab, LucideIcon> = {
  profile: UserRound,
  notifications: Bell,
  security: KeyRound,
  language: Languages,
  appearance: Palette,
  pipeline: ListOrdered,
};

const TAB_CONTENT: Record<TTab, (profile: TProfile) => ReactNode> = {
  profile: (profile) => (
    <div className="grid gap-6">
      <ProfileTab profile={profile} />
      <ChangeEmailCard email={profile.email} />
    </div>
  ),
  notifications: (profile) => <NotificationsTab profile={profile} />,
  security: (profile) => <SecurityTab profile={profile} />,
  language: (profile) => (
    <div className="grid gap-6">
      <LanguageTab />
      <TimeZoneCard profile={profile} />
    </div>
  ),
  appearance: (profile) => <AppearanceTab profile={profile} />,
  pipeline: (profile) => <PipelineStagesTab profile={profile} />,
};

function isTab(value: string | null): value is TTab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/** /settings: the current plan, then one tab per group of settings; the tab is in `?tab=`. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TTab = isTab(requested) ? requested : 'profile';
  const { data: profile, isError, refetch } = useProfile();
  // A tab is mounted when first opened and then kept (hidden), so unsaved edits survive a switch.
  const [visited, setVisited] = useState<ReadonlySet<TTab>>(() => new Set([tab]));
  if (!visited.has(tab)) setVisited(new Set(visited).add(tab));

  const selectTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid max-w-5xl gap-6" data-testid="settings-page">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />

      {isError && !profile ? (
        <ListError message={t('common:toasts.profileLoadFailed')} retryLabel={t('common:errors.tryAgain')} onRetry={() => void refetch()} />
      ) : !profile ? (
        <div className="grid gap-6" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
      ) : (
        <>
          <CurrentPlanCard profile={profile} />
          <Tabs.Root value={tab} onValueChange={selectTab} className="grid gap-6 lg:grid-cols-[12rem_1fr] lg:items-start">
            <SettingsTabStrip tabs={TABS} icons={TAB_ICONS} active={tab} />
            {TABS.map((name) => (
              <Tabs.Content
                key={name}
                value={name}
                forceMount={visited.has(name) || undefined}
                className="min-w-0 focus-visible:outline-none data-[state=inactive]:hidden"
              >
                {TAB_CONTENT[name](profile)}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </>
      )}
    </div>
  );
}
