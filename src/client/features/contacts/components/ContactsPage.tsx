import { useState } from 'react';
import { Contact, Plus, SearchX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_STATUSES, type TContactStatus } from '@shared/contacts/contacts.constants';
import type { TContact } from '@shared/contacts/contacts.schema';
import { Button } from '../../../components/ui/button';
import { FilterableListEmpty, ListError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination, pageCountOf, useClampedPage } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { NativeSelect } from '../../../components/ui/select';
import { useContacts } from '../api/contacts.api';
import { useContactListParams } from '../hooks/use-contact-list-params';
import { ContactFormDialog } from './ContactFormDialog';
import { ContactTable, ContactTableSkeleton } from './ContactTable';
import { DeleteContactDialog } from './DeleteContactDialog';

/** What the add/edit dialog shows: closed, a new contact, or one to edit. */
type TFormTarget = { contact: TContact | null } | null;

export function ContactsPage() {
  const { t, i18n } = useTranslation('contacts');
  const { params, setFilters, setPage, filtered } = useContactListParams();
  const [formTarget, setFormTarget] = useState<TFormTarget>(null);
  const [deleting, setDeleting] = useState<TContact | null>(null);
  const query = useContacts(params);
  const data = query.data;
  const pageCount = data ? pageCountOf(data.total, data.pageSize) : 1;
  const openNew = () => setFormTarget({ contact: null });

  useClampedPage(params.page, pageCount, !!data && !query.isPlaceholderData, setPage);

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6" data-testid="contacts-page">
      <PageHeader
        title={t('title')}
        subtitle={data ? t('count', { count: data.total, formatted: data.total.toLocaleString(i18n.language) }) : t('subtitle')}
        subtitleTestId="contacts-count"
        actions={
          <Button onClick={openNew} data-testid="contact-add">
            <Plus /> {t('add')}
          </Button>
        }
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          value={params.q}
          onSearch={(q) => setFilters({ q })}
          placeholder={t('filters.search')}
          aria-label={t('filters.search')}
          data-testid="contacts-search"
          className="sm:max-w-xs sm:flex-1"
        />
        <NativeSelect
          value={params.status}
          onChange={(e) => setFilters({ status: e.target.value as TContactStatus | '' })}
          aria-label={t('filters.status')}
          data-testid="contacts-status-filter"
          className="sm:w-44"
        >
          <option value="">{t('filters.allStatuses')}</option>
          {CONTACT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`common:statuses.contact.${status}`)}
            </option>
          ))}
        </NativeSelect>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={() => setFilters({ q: '', status: '' })}>
            <X /> {t('filters.clear')}
          </Button>
        )}
      </div>

      <section aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        {query.isError ? (
          <ListError message={t('loadError')} retryLabel={t('common:errors.tryAgain')} onRetry={() => void query.refetch()} />
        ) : !data ? (
          <ContactTableSkeleton />
        ) : data.items.length === 0 ? (
          <FilterableListEmpty
            filtered={filtered}
            icon={Contact}
            filteredIcon={SearchX}
            texts={{
              empty: t('empty.title'),
              emptyText: t('empty.text'),
              noMatches: t('empty.filteredTitle'),
              noMatchesText: t('empty.filteredText'),
              clear: t('filters.clear'),
              add: t('add'),
            }}
            onClear={() => setFilters({ q: '', status: '' })}
            onAdd={openNew}
            testId="contacts-empty"
          />
        ) : (
          <ContactTable contacts={data.items} onEdit={(contact) => setFormTarget({ contact })} onDelete={setDeleting} />
        )}
      </section>

      {data && (
        <Pagination
          page={params.page}
          pageCount={pageCount}
          onPageChange={setPage}
          labels={{ status: t('pagination.status', { page: params.page, pageCount }), previous: t('pagination.previous'), next: t('pagination.next') }}
        />
      )}

      <ContactFormDialog open={formTarget !== null} onOpenChange={(open) => !open && setFormTarget(null)} contact={formTarget?.contact} />
      <DeleteContactDialog contact={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
