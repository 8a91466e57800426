import { useState } from 'react';
import { KeyRound, ShieldCheck, ShieldOff, Trash2, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ADMIN_COUNT_ENTITIES, type TAdminUserDetail } from '@shared/admin/admin.schema';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SheetDescription, SheetLoadState, SheetTitle } from '../../../components/ui/sheet';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/time-zone';
import { useSession } from '../../auth/api/session';
import { useAdminUser, useAdminUserActions } from '../api/admin.api';
import { formatCount } from '../lib/format';
import { useAdminErrorText } from '../lib/use-admin-error-text';
import { BanDialog } from './BanDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { PurchaseTable } from './PurchaseTable';
import { RoleBadge, TierBadge, UserStatus, isBannedNow } from './UserBadges';
import { UserEditForm } from './UserEditForm';
import { useAdminZone } from './use-admin-zone';

function Facts({ user }: { user: TAdminUserDetail }) {
  const { t, i18n } = useTranslation('admin');
  const zone = useAdminZone();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language, zone) : t('detail.none'));
  const facts = [
    ['joined', when(user.createdAt)],
    ['lastSignIn', user.lastSignInAt ? when(user.lastSignInAt) : t('users.never')],
    ['emailVerified', user.emailVerified ? t('detail.yes') : t('detail.no')],
    ['twoFactor', user.twoFactorEnabled ? t('detail.twoFactorOn') : t('detail.twoFactorOff')],
    ['trialEnds', when(user.trialEndsAt)],
    ['membershipExpiry', when(user.membershipExpiry)],
  ] as const;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {facts.map(([key, value]) => (
        <div key={key} className="min-w-0">
          <dt className="text-muted-foreground">{t(`detail.facts.${key}`)}</dt>
          <dd className="font-medium" data-testid={`admin-user-fact-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Counts({ counts }: { counts: TAdminUserDetail['counts'] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <section className="grid min-w-0 grid-cols-1 gap-3" aria-labelledby="admin-user-counts">
      <h3 id="admin-user-counts" className="text-sm font-semibold">
        {t('detail.countsTitle')}
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {ADMIN_COUNT_ENTITIES.map((entity) => (
          <div key={entity} className="rounded-md border bg-muted/30 p-2">
            <dt className="truncate text-xs text-muted-foreground">{t(`detail.counts.${entity}`)}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={`admin-user-count-${entity}`}>
              {formatCount(counts[entity], i18n.language)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The detail of one account in the users tab's panel: facts, records, payments, and what an admin can do to it. */
export function UserDetail({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useAdminErrorText();
  const detail = useAdminUser(id);
  const actions = useAdminUserActions(id);
  const selfId = useSession().data?.user.id;
  const [dialog, setDialog] = useState<'ban' | 'unban' | 'twoFactor' | 'delete' | null>(null);
  const close = () => setDialog(null);

  if (!detail.data) {
    return (
      <SheetLoadState
        failed={detail.isError}
        gone={detail.error instanceof ApiError && detail.error.status === 404}
        onRetry={() => void detail.refetch()}
        texts={{ notFound: t('detail.notFound'), loadFailed: t('errors.userDetail'), loading: t('detail.loading'), retry: t('common:actions.retry') }}
      />
    );
  }

  const user = detail.data;
  const isSelf = user.id === selfId;
  const banned = isBannedNow(user);

  const runAction = (mutation: { mutate: (v: void, o: { onSuccess: () => void; onError: (e: Error) => void }) => void }, done: string, failedTitle: string) =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        toast.success(done);
        close();
      },
      onError: (error) => {
        toast.error(failedTitle, { description: errorText(error) });
        close();
      },
    });

  return (
    <div className="grid grid-cols-1 gap-6" data-testid="admin-user-detail-body" data-user-id={user.id}>
      <header className="grid gap-2">
        <SheetTitle className="break-words text-xl font-semibold">{user.name || user.email}</SheetTitle>
        <SheetDescription className="break-all text-sm text-muted-foreground">{user.email}</SheetDescription>
        <div className="flex flex-wrap items-center gap-2">
          <RoleBadge role={user.role} />
          <TierBadge tier={user.membershipTier} />
          <UserStatus user={user} />
          {isSelf && <Badge variant="outline">{t('detail.you')}</Badge>}
        </div>
        {banned && user.banReason && (
          <p className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm" data-testid="admin-user-ban-reason">
            <span className="font-medium">{t('detail.banReason')}</span> {user.banReason}
          </p>
        )}
      </header>

      <Facts user={user} />
      <Counts counts={user.counts} />

      <section className="grid min-w-0 grid-cols-1 gap-3" aria-labelledby="admin-user-edit">
        <h3 id="admin-user-edit" className="text-sm font-semibold">
          {t('edit.title')}
        </h3>
        <UserEditForm key={`${user.role}-${user.membershipTier}-${user.trialEndsAt}`} user={user} isSelf={isSelf} update={actions.update} />
      </section>

      <section className="grid min-w-0 grid-cols-1 gap-3" aria-labelledby="admin-user-actions">
        <h3 id="admin-user-actions" className="text-sm font-semibold">
          {t('detail.actionsTitle')}
        </h3>
        {isSelf ? (
          <p className="text-sm text-muted-foreground" data-testid="admin-user-self-note">
            {t('detail.selfNote')}
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {banned ? (
              <Button variant="outline" onClick={() => setDialog('unban')} data-testid="admin-user-unban">
                <ShieldCheck aria-hidden="true" />
                {t('ban.unban')}
              </Button>
            ) : (
              <Button variant="outline" onClick={() => setDialog('ban')} data-testid="admin-user-ban">
                <UserX aria-hidden="true" />
                {t('ban.ban')}
              </Button>
            )}
            {user.twoFactorEnabled && (
              <Button variant="outline" onClick={() => setDialog('twoFactor')} data-testid="admin-user-remove-2fa">
                <ShieldOff aria-hidden="true" />
                {t('twoFactor.remove')}
              </Button>
            )}
            <Button variant="destructive" onClick={() => setDialog('delete')} data-testid="admin-user-delete">
              <Trash2 aria-hidden="true" />
              {t('delete.button')}
            </Button>
          </div>
        )}
        {user.twoFactorEnabled && isSelf && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <KeyRound className="size-4" aria-hidden="true" />
            {t('detail.twoFactorOn')}
          </p>
        )}
      </section>

      <section className="grid min-w-0 grid-cols-1 gap-3" aria-labelledby="admin-user-purchases">
        <h3 id="admin-user-purchases" className="text-sm font-semibold">
          {t('detail.purchasesTitle')}
        </h3>
        {user.purchases.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('detail.noPurchases')}</p>
        ) : (
          <div className="rounded-lg border">
            <PurchaseTable items={user.purchases} caption={t('detail.purchasesTitle')} showBuyer={false} />
          </div>
        )}
      </section>

      <BanDialog open={dialog === 'ban'} onClose={close} user={user} ban={actions.ban} />
      <ConfirmDialog
        open={dialog === 'unban'}
        onOpenChange={(open) => !open && close()}
        title={t('ban.unbanTitle')}
        description={t('ban.unbanText', { name: user.name || user.email })}
        confirmLabel={t('ban.unban')}
        cancelLabel={t('common:actions.cancel')}
        destructive={false}
        pending={actions.unban.isPending}
        onConfirm={() => runAction(actions.unban, t('ban.unbanned'), t('ban.unbanFailed'))}
      />
      <ConfirmDialog
        open={dialog === 'twoFactor'}
        onOpenChange={(open) => !open && close()}
        title={t('twoFactor.title')}
        description={t('twoFactor.text', { name: user.name || user.email })}
        confirmLabel={t('twoFactor.remove')}
        cancelLabel={t('common:actions.cancel')}
        pending={actions.removeTwoFactor.isPending}
        onConfirm={() => runAction(actions.removeTwoFactor, t('twoFactor.removed'), t('twoFactor.failed'))}
      />
      <DeleteUserDialog open={dialog === 'delete'} onClose={close} user={user} remove={actions.remove} onDeleted={onDeleted} />
    </div>
  );
}
