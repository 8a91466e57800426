import { useState } from 'react';
import { Contact, Plus, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_STATUSES, type TContactStatus } from '@shared/contacts/contacts.constants';
import type { TContact } from '@shared/contacts/contacts.schema';
import { Button } from '../../../components/ui/button';
import { FilterableListEmpty } from '../../../components/ui/list-states';
import { OptionSelect } from '../../../components/ui/option-select';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedResults } from '../../../components/ui/paged-results';
import { pageCountOf, useClampedPage } from '../../../components/ui/pagination';
import { SearchFilters } from '../../../components/ui/search-filters';
import { peopleEmptyTexts, peopleListTexts } from '../../../lib/record-texts';
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
  const texts = peopleListTexts(t, params.page, pageCount);

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

      <SearchFilters
        search={params.q}
        onSearch={(q) => setFilters({ q })}
        searchLabel={t('filters.search')}
        searchTestId="contacts-search"
        filtered={filtered}
        onClear={() => setFilters({ q: '', status: '' })}
        clearLabel={t('filters.clear')}
      >
        <OptionSelect
          options={CONTACT_STATUSES}
          labelOf={(status) => t(`common:statuses.contact.${status}`)}
          emptyLabel={t('filters.allStatuses')}
          value={params.status}
          onChange={(e) => setFilters({ status: e.target.value as TContactStatus | '' })}
          aria-label={t('filters.status')}
          data-testid="contacts-status-filter"
          className="sm:w-44"
        />
      </SearchFilters>

      <PagedResults
        query={query}
        errorTexts={texts.error}
        skeleton={<ContactTableSkeleton />}
        empty={
          <FilterableListEmpty
            filtered={filtered}
            icon={Contact}
            filteredIcon={SearchX}
            texts={peopleEmptyTexts(t)}
            onClear={() => setFilters({ q: '', status: '' })}
            onAdd={openNew}
            testId="contacts-empty"
          />
        }
        pagination={{ page: params.page, pageCount, onPageChange: setPage, labels: texts.pagination }}
      >
        {(page) => <ContactTable contacts={page.items} onEdit={(contact) => setFormTarget({ contact })} onDelete={setDeleting} />}
      </PagedResults>

      <ContactFormDialog open={formTarget !== null} onOpenChange={(open) => !open && setFormTarget(null)} contact={formTarget?.contact} />
      <DeleteContactDialog contact={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
