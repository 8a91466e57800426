import { LifeBuoy, Megaphone } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { useSupportLive } from '../api/support.api';
import { AnnouncementsTab } from './AnnouncementsTab';
import { TicketInbox } from './TicketInbox';

const TABS = { tickets: LifeBuoy, announcements: Megaphone } as const;
type TTab = keyof typeof TABS;

const isTab = (value: string | null): value is TTab => value !== null && value in TABS;

/**
 * `/messages`: "Messages and updates" (spec 02 §2): the support tickets tab (`?ticket=` opens a
 * thread, kept live) and the announcements tab (`?tab=announcements`).
 */
export function MessagesPage() {
  const { t } = useTranslation('support');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TTab = isTab(requested) ? requested : 'tickets';
  useSupportLive();

  const selectTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        if (next !== 'tickets') updated.delete('ticket');
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6" data-testid="messages-page">
      <PageHeader title={t('messages.title')} subtitle={t('messages.subtitle')} />
      <Tabs.Root value={tab} onValueChange={selectTab} className="grid gap-4">
        <Tabs.List className="flex rounded-lg bg-muted p-1 sm:inline-flex sm:justify-self-start" aria-label={t('messages.tabsLabel')}>
          {(Object.keys(TABS) as TTab[]).map((value) => {
            const Icon = TABS[value];
            return (
              <Tabs.Trigger
                key={value}
                value={value}
                data-testid={`messages-tab-${value}`}
                className="flex flex-auto cursor-pointer items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm"
              >
                <Icon className="size-4" aria-hidden="true" />
                {t(`messages.tabs.${value}`)}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value="tickets" className="focus-visible:outline-none">
          <TicketInbox />
        </Tabs.Content>
        <Tabs.Content value="announcements" className="focus-visible:outline-none">
          <AnnouncementsTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
