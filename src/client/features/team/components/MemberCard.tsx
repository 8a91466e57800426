import type { ReactNode } from 'react';
import { CalendarDays, Mail, Phone, UserRound, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TTeamMember } from '@shared/team/team.schema';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { RANK_BAR_CLASS } from '../lib/rank-style';
import { formatDay } from '../lib/format';
import { LinkedAccountBadge } from './LinkedAccountBadge';
import { MemberActions } from './MemberActions';
import { RankBadge, StatusDot } from './RankBadge';
import { RankProgress } from './RankProgress';

export interface TMemberViewProps {
  member: TTeamMember;
  onEdit: (member: TTeamMember) => void;
  onDelete: (member: TTeamMember) => void;
}

export function MemberCard({ member, onEdit, onDelete }: TMemberViewProps) {
  const { t, i18n } = useTranslation('team');
  return (
    <Card data-testid="team-member-card" className="relative flex flex-col overflow-hidden">
      <div className={cn('h-1', RANK_BAR_CLASS[member.rank])} aria-hidden="true" />
      <div className="flex items-start gap-3 p-4 pb-3">
        <Initials name={member.name} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold" title={member.name}>
            {member.name}
          </h3>
          <p className="truncate text-sm text-muted-foreground">{t(`roles.${member.role}`)}</p>
          <div className="mt-1.5 flex flex-wrap items-center gap-2">
            <RankBadge rank={member.rank} />
            <StatusDot status={member.status} />
            {member.linkedUserId && <LinkedAccountBadge />}
          </div>
        </div>
        <MemberActions name={member.name} onEdit={() => onEdit(member)} onDelete={() => onDelete(member)} />
      </div>
      <dl className="grid gap-1.5 px-4 pb-3 text-sm">
        <Fact icon={Mail} label={t('fields.email')}>
          <a href={`mailto:${member.email}`} className="truncate hover:underline">
            {member.email}
          </a>
        </Fact>
        {member.phone && (
          <Fact icon={Phone} label={t('fields.phone')}>
            <a href={`tel:${member.phone}`} className="hover:underline">
              {member.phone}
            </a>
          </Fact>
        )}
        <Fact icon={CalendarDays} label={t('fields.joinDate')}>
          {member.joinDate ? formatDay(member.joinDate, i18n.language) : t('card.noJoinDate')}
        </Fact>
        <Fact icon={UserRound} label={t('fields.sponsor')}>
          {member.sponsorName ?? t('card.noSponsor')}
        </Fact>
        <Fact icon={Users} label={t('fields.customTeam')}>
          {member.customTeam?.teamName ?? t('card.noCustomTeam')}
        </Fact>
      </dl>
      <div className="mt-auto border-t px-4 py-3">
        <RankProgress memberId={member.id} memberName={member.name} />
      </div>
    </Card>
  );
}

function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-2 text-muted-foreground">
      <dt className="shrink-0">
        <Icon className="size-4" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 truncate text-foreground/90">{children}</dd>
    </div>
  );
}

export function Initials({ name, className }: { name: string; className?: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span aria-hidden="true" className={cn('grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-sm font-semibold text-primary', className)}>
      {initials}
    </span>
  );
}
