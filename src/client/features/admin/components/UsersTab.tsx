import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { USER_ROLES } from '@shared/admin/admin.schema';
import { MEMBERSHIP_TIERS } from '@shared/membership/membership.rules';
import { OptionSelect } from '../../../components/ui/option-select';
import { pageCountOf, useClampedPage } from '../../../components/ui/pagination';
import { Sheet } from '../../../components/ui/sheet';
import { oneOfParam, useListUrlParams, useSearchParamSetter } from '../../../lib/use-list-url-params';
import { useAdminUsers, type TAdminUserParams } from '../api/admin.api';
import { AdminList } from './AdminList';
import { UserDetail } from './UserDetail';
import { UserTable } from './UserTable';

const PAGE_SIZE = 20;
const BANNED_VALUES = ['true', 'false'] as const;
const NO_FILTERS = { q: '', tier: '', role: '', banned: '' } as const;

const readFilters = (search: URLSearchParams): Omit<TAdminUserParams, 'page'> => ({
  q: search.get('q') ?? '',
  tier: oneOfParam(MEMBERSHIP_TIERS, search.get('tier')),
  role: oneOfParam(USER_ROLES, search.get('role')),
  banned: oneOfParam(BANNED_VALUES, search.get('banned')),
});

/** The users tab: search and filters in the address, a page of accounts, the open one's detail (`?user=`). */
export function UsersTab() {
  const { t } = useTranslation('admin');
  const { params, setFilters, setPage } = useListUrlParams<TAdminUserParams>(readFilters);
  const [search] = useSearchParams();
  const setParam = useSearchParamSetter();
  const openId = search.get('user');
  const list = useAdminUsers(params, PAGE_SIZE);
  const pageCount = pageCountOf(list.data?.total ?? 0, PAGE_SIZE);
  useClampedPage(params.page, pageCount, !!list.data && !list.isPlaceholderData, setPage);

  return (
    <>
      <AdminList
        section="users"
        query={list}
        search={params.q}
        onSearch={(q) => setFilters({ q })}
        filtered={!!(params.q || params.tier || params.role || params.banned)}
        onClear={() => setFilters(NO_FILTERS)}
        emptyIcon={Users}
        skeletonRow="h-14"
        page={params.page}
        pageCount={pageCount}
        onPageChange={setPage}
        filters={
          <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3 sm:flex sm:flex-wrap sm:items-center">
            <OptionSelect
              options={MEMBERSHIP_TIERS}
              labelOf={(tier) => t(`common:membership.tiers.${tier}`)}
              emptyLabel={t('filters.allTiers')}
              value={params.tier}
              onChange={(e) => setFilters({ tier: e.target.value as TAdminUserParams['tier'] })}
              aria-label={t('filters.tier')}
              className="sm:w-48"
              data-testid="admin-users-filter-tier"
            />
            <OptionSelect
              options={USER_ROLES}
              labelOf={(role) => t(`roles.${role}`)}
              emptyLabel={t('filters.allRoles')}
              value={params.role}
              onChange={(e) => setFilters({ role: e.target.value as TAdminUserParams['role'] })}
              aria-label={t('filters.role')}
              className="sm:w-36"
              data-testid="admin-users-filter-role"
            />
            <OptionSelect
              options={BANNED_VALUES}
              labelOf={(value) => t(`filters.banned.${value}`)}
              emptyLabel={t('filters.banned.any')}
              value={params.banned}
              onChange={(e) => setFilters({ banned: e.target.value as TAdminUserParams['banned'] })}
              aria-label={t('filters.bannedLabel')}
              className="sm:w-44"
              data-testid="admin-users-filter-banned"
            />
          </div>
        }
      >
        {(data) => <UserTable users={data.items} onOpen={(id) => setParam('user', id, false)} />}
      </AdminList>
      <Sheet open={!!openId} onClose={() => setParam('user', null)} label={t('detail.label')} testId="admin-user-detail" closeTestId="admin-user-detail-close">
        {openId && <UserDetail id={openId} onDeleted={() => setParam('user', null)} />}
      </Sheet>
    </>
  );
}
