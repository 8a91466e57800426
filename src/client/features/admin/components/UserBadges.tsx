import { useTranslation } from 'react-i18next';
import type { TAdminUser } from '@shared/admin/admin.schema';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/time-zone';
import { useAdminZone } from './use-admin-zone';

/** Whether a ban is in force now: one whose end has passed no longer keeps anyone out. */
export function isBannedNow(user: Pick<TAdminUser, 'banned' | 'banExpires'>, now = Date.now()): boolean {
  return user.banned && (user.banExpires === null || new Date(user.banExpires).getTime() > now);
}

export function RoleBadge({ role }: { role: TAdminUser['role'] }) {
  const { t } = useTranslation('admin');
  return <Badge variant={role === 'admin' ? 'default' : 'outline'}>{t(`roles.${role}`)}</Badge>;
}

export function TierBadge({ tier }: { tier: TAdminUser['membershipTier'] }) {
  const { t } = useTranslation('admin');
  return <Badge variant="secondary">{t(`common:membership.tiers.${tier}`)}</Badge>;
}

/** Banned (until when), on a trial (ending when), or active. */
export function UserStatus({ user }: { user: TAdminUser }) {
  const { t, i18n } = useTranslation('admin');
  const zone = useAdminZone();
  const date = (iso: string) => formatDateTime(iso, i18n.language, zone, { dateStyle: 'medium' });
  if (isBannedNow(user)) {
    return (
      <span className="grid justify-items-start gap-0.5" data-testid="admin-user-status" data-status="banned">
        <Badge variant="destructive">{t('users.status.banned')}</Badge>
        <span className="text-xs text-muted-foreground">{user.banExpires ? t('users.status.until', { date: date(user.banExpires) }) : t('users.status.permanent')}</span>
      </span>
    );
  }
  if (user.membershipTier === 'trial' && user.trialEndsAt) {
    const ended = new Date(user.trialEndsAt).getTime() <= Date.now();
    return (
      <span className="grid justify-items-start gap-0.5" data-testid="admin-user-status" data-status="trial">
        <Badge variant={ended ? 'outline' : 'success'}>{ended ? t('users.status.trialEnded') : t('users.status.active')}</Badge>
        <span className="text-xs text-muted-foreground">{t(ended ? 'users.status.endedOn' : 'users.status.endsOn', { date: date(user.trialEndsAt) })}</span>
      </span>
    );
  }
  return (
    <span data-testid="admin-user-status" data-status="active">
      <Badge variant="success">{t('users.status.active')}</Badge>
    </span>
  );
}
