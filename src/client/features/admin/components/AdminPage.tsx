import type { ComponentType } from 'react';
import { BellRing, LayoutDashboard, LifeBuoy, Megaphone, Receipt, Settings, ShieldAlert, Users, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { AlertsTab } from '../ops/AlertsTab';
import { AnnouncementsTab } from '../ops/AnnouncementsTab';
import { SecurityTab } from '../ops/SecurityTab';
import { SettingsTab } from '../ops/SettingsTab';
import { TicketsTab } from '../ops/TicketsTab';
import { OverviewTab } from './OverviewTab';
import { PurchasesTab } from './PurchasesTab';
import { UsersTab } from './UsersTab';

const TABS = {
  overview: { icon: LayoutDashboard, Tab: OverviewTab },
  users: { icon: Users, Tab: UsersTab },
  purchases: { icon: Receipt, Tab: PurchasesTab },
  tickets: { icon: LifeBuoy, Tab: TicketsTab },
  announcements: { icon: Megaphone, Tab: AnnouncementsTab },
  alerts: { icon: BellRing, Tab: AlertsTab },
  security: { icon: ShieldAlert, Tab: SecurityTab },
  settings: { icon: Settings, Tab: SettingsTab },
} satisfies Record<string, { icon: LucideIcon; Tab: ComponentType }>;

export type TAdminTab = keyof typeof TABS;
const TAB_NAMES = Object.keys(TABS) as TAdminTab[];

const isTab = (value: string | null): value is TAdminTab => value !== null && value in TABS;

/**
 * `/admin`: the admin dashboard (spec 02 §2, §6). The open tab is in the address (`?tab=users`),
 * each tab's filters beside it, so a reload, a shared link and the back button keep the view.
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TAdminTab = isTab(requested) ? requested : 'overview';

  // A new tab starts from its own defaults: the filters of the one left behind do not follow.
  const selectTab = (next: string) => {
    if (next !== tab) setParams(next === 'overview' ? {} : { tab: next });
  };

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6" data-testid="admin-page">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {/* Manual activation: arrow keys move along the tabs; Enter opens one, which loads its data and adds a history entry. */}
      <Tabs.Root value={tab} onValueChange={selectTab} activationMode="manual" className="grid min-w-0 gap-4">
        {/* On a phone the tabs scroll sideways inside the page rather than widening it. */}
        <Tabs.List
          className="flex max-w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1 [scrollbar-width:thin] lg:justify-self-start"
          aria-label={t('page.tabsLabel')}
        >
          {TAB_NAMES.map((value) => {
            const Icon = TABS[value].icon;
            return (
              <Tabs.Trigger
                key={value}
                value={value}
                data-testid={`admin-tab-${value}`}
                className="flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm"
              >
                <Icon className="size-4" aria-hidden="true" />
                {t(`tabs.${value}`)}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {TAB_NAMES.map((value) => {
          const { Tab } = TABS[value];
          return (
            <Tabs.Content key={value} value={value} className="min-w-0 focus-visible:outline-none" data-testid={`admin-panel-${value}`}>
              <Tab />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
}
