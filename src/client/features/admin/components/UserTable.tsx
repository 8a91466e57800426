import { useTranslation } from 'react-i18next';
import type { TAdminUser } from '@shared/admin/admin.schema';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/time-zone';
import { RoleBadge, TierBadge, UserStatus } from './UserBadges';
import { useAdminZone } from './use-admin-zone';

const CELL = 'px-3 py-2.5 text-left align-top first:pl-4 last:pr-4';
const COLUMNS = ['name', 'role', 'tier', 'status', 'joined', 'lastSignIn'] as const;

/**
 * The accounts of one page. The name is a button that opens the account's detail; the whole row
 * answers a click too, for the mouse.
 */
export function UserTable({ users, onOpen }: { users: TAdminUser[]; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const zone = useAdminZone();
  const date = (iso: string) => formatDateTime(iso, i18n.language, zone, { dateStyle: 'medium' });
  return (
    // Focusable, so a keyboard can scroll the columns that do not fit a phone.
    <div
      className="overflow-x-auto rounded-lg border bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      tabIndex={0}
      role="region"
      aria-label={t('users.caption')}
    >
      <table className="w-full min-w-[48rem] text-sm" data-testid="admin-user-table">
        <caption className="sr-only">{t('users.caption')}</caption>
        <thead className="whitespace-nowrap border-b bg-muted/50 text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={cn(CELL, 'font-medium')}>
                {t(`users.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {users.map((user) => (
            <tr key={user.id} className="cursor-pointer hover:bg-muted/40" onClick={() => onOpen(user.id)} data-testid="admin-user-row" data-user-id={user.id}>
              <td className={cn(CELL, 'max-w-72')}>
                <button
                  type="button"
                  className="block max-w-full cursor-pointer truncate rounded-sm text-left font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(user.id);
                  }}
                  data-testid="admin-user-open"
                >
                  {user.name || user.email}
                </button>
                <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
              </td>
              <td className={CELL}>
                <RoleBadge role={user.role} />
              </td>
              <td className={CELL}>
                <TierBadge tier={user.membershipTier} />
              </td>
              <td className={CELL}>
                <UserStatus user={user} />
              </td>
              <td className={cn(CELL, 'whitespace-nowrap')}>
                <time dateTime={user.createdAt}>{date(user.createdAt)}</time>
              </td>
              <td className={cn(CELL, 'whitespace-nowrap text-muted-foreground')}>
                {user.lastSignInAt ? <time dateTime={user.lastSignInAt}>{date(user.lastSignInAt)}</time> : t('users.never')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
