import { useEffect, useState } from 'react';
import { AlertTriangle, Contact, Plus, RotateCcw, SearchX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_STATUSES, type TContactStatus } from '@shared/contacts/contacts.constants';
import type { TContact } from '@shared/contacts/contacts.schema';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Pagination, pageCountOf } from '../../../components/ui/pagination';
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

  // A delete can leave the last page empty: step back to the new last page.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.items.length === 0 && data.total > 0 && params.page > pageCount) setPage(pageCount);
  }, [data, query.isPlaceholderData, params.page, pageCount, setPage]);

  return (
    <div className="mx-auto grid max-w-7xl gap-6" data-testid="contacts-page">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data ? t('count', { count: data.total, formatted: data.total.toLocaleString(i18n.language) }) : t('subtitle')}
          </p>
        </div>
        <Button onClick={openNew} data-testid="contact-add">
          <Plus /> {t('add')}
        </Button>
      </header>

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
          <Card role="alert" className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center">
            <AlertTriangle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
            <p className="flex-1 text-sm">{t('loadError')}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCcw /> {t('common:errors.tryAgain')}
            </Button>
          </Card>
        ) : !data ? (
          <ContactTableSkeleton />
        ) : data.items.length === 0 ? (
          <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid="contacts-empty">
            <span className="grid size-12 place-items-center rounded-full bg-accent text-accent-foreground">
              {filtered ? <SearchX className="size-6" aria-hidden="true" /> : <Contact className="size-6" aria-hidden="true" />}
            </span>
            <h2 className="font-semibold">{filtered ? t('empty.filteredTitle') : t('empty.title')}</h2>
            <p className="max-w-sm text-sm text-muted-foreground">{filtered ? t('empty.filteredText') : t('empty.text')}</p>
            {filtered ? (
              <Button variant="outline" onClick={() => setFilters({ q: '', status: '' })}>
                {t('filters.clear')}
              </Button>
            ) : (
              <Button onClick={openNew}>
                <Plus /> {t('add')}
              </Button>
            )}
          </Card>
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
