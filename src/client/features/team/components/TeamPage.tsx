import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import { GitFork, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TTeamMember } from '@shared/team/team.schema';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { cn } from '../../../lib/cn';
import { useDashboardSummary } from '../../dashboard/api/summary';
import { DeleteMemberDialog } from './DeleteMemberDialog';
import { DownlineTab } from './DownlineTab';
import { MemberFormDialog } from './MemberFormDialog';
import { MembersTab } from './MembersTab';
import { OwnInfoCard } from './OwnInfoCard';

const TABS = ['members', 'downline'] as const;
type TTab = (typeof TABS)[number];

/** /team: the seller's own info and upline, then their members (cards or list) or their downline tree. */
export function TeamPage() {
  const { t } = useTranslation('team');
  const [params, setParams] = useSearchParams();
  const tab: TTab = params.get('tab') === 'downline' ? 'downline' : 'members';
  const teamSize = useDashboardSummary().data?.quickStats.teamSize;
  const [form, setForm] = useState<{ open: boolean; member: TTeamMember | null }>({ open: false, member: null });
  const [deleting, setDeleting] = useState<TTeamMember | null>(null);

  const openForm = (member: TTeamMember | null) => setForm({ open: true, member });

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6" data-testid="team-page">
      <PageHeader
        title={t('title')}
        subtitle={teamSize === undefined ? t('subtitle') : t('teamSize', { size: teamSize })}
        actions={
          <Button onClick={() => openForm(null)} data-testid="team-member-add">
            <UserPlus /> {t('actions.add')}
          </Button>
        }
      />
      <OwnInfoCard />
      <Tabs.Root value={tab} onValueChange={(value) => setParams(value === 'downline' ? { tab: 'downline' } : {}, { replace: true })} className="grid grid-cols-1 gap-4">
        <Tabs.List className="flex w-full gap-1 border-b" aria-label={t('tabs.label')}>
          {TABS.map((value) => {
            const Icon = value === 'members' ? Users : GitFork;
            return (
              <Tabs.Trigger
                key={value}
                value={value}
                data-testid={value === 'downline' ? 'downline-tab' : 'members-tab'}
                className={cn(
                  '-mb-px inline-flex cursor-pointer items-center gap-2 border-b-2 border-transparent px-4 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  'data-[state=active]:border-primary data-[state=active]:text-foreground',
                )}
              >
                <Icon className="size-4" aria-hidden="true" /> {t(`tabs.${value}`)}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value="members" className="focus-visible:outline-none">
          <MembersTab onAdd={() => openForm(null)} onEdit={openForm} onDelete={setDeleting} />
        </Tabs.Content>
        <Tabs.Content value="downline" className="focus-visible:outline-none">
          <DownlineTab />
        </Tabs.Content>
      </Tabs.Root>
      <MemberFormDialog open={form.open} member={form.member} onOpenChange={(open) => setForm((f) => ({ ...f, open }))} />
      <DeleteMemberDialog member={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
