import { useState } from 'react';
import { Plus, SearchX, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TProspect } from '@shared/prospects/prospects.schema';
import { Button } from '../../../components/ui/button';
import { FilterableListEmpty } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedResults } from '../../../components/ui/paged-results';
import { pageCountOf, useClampedPage } from '../../../components/ui/pagination';
import { peopleEmptyTexts, peopleListTexts } from '../../../lib/record-texts';
import { useProspects } from '../api/prospects.api';
import { useProspectListParams } from '../hooks/use-prospect-list-params';
import { useProspectView } from '../hooks/use-view-mode';
import { DeleteProspectDialog } from './DeleteProspectDialog';
import { ProspectCards, ProspectCardsSkeleton } from './ProspectCards';
import { ProspectFormDialog } from './ProspectFormDialog';
import { ProspectTable, ProspectTableSkeleton } from './ProspectTable';
import { ProspectViewToggle } from './ProspectViewToggle';
import { ProspectsToolbar } from './ProspectsToolbar';

/** What the add/edit dialog shows: closed, a new prospect, or one to edit. */
type TFormTarget = { prospect: TProspect | null } | null;

export function ProspectsPage() {
  const { t, i18n } = useTranslation('prospects');
  const { params, setFilters, setPage, filtered } = useProspectListParams();
  const [view, setView] = useProspectView();
  const [formTarget, setFormTarget] = useState<TFormTarget>(null);
  const [deleting, setDeleting] = useState<TProspect | null>(null);
  const query = useProspects(params);
  const data = query.data;
  const pageCount = data ? pageCountOf(data.total, data.pageSize) : 1;

  useClampedPage(params.page, pageCount, !!data && !query.isPlaceholderData, setPage);

  const handlers = { onEdit: (prospect: TProspect) => setFormTarget({ prospect }), onDelete: setDeleting };
  const openNew = () => setFormTarget({ prospect: null });
  const texts = peopleListTexts(t, params.page, pageCount);

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6" data-testid="prospects-page">
      <PageHeader
        title={t('title')}
        subtitle={data ? t('count', { count: data.total, formatted: data.total.toLocaleString(i18n.language) }) : t('subtitle')}
        subtitleTestId="prospects-count"
        actions={
          <>
            <ProspectViewToggle view={view} onView={setView} />
            <Button onClick={openNew} data-testid="prospect-add">
              <Plus /> {t('add')}
            </Button>
          </>
        }
      />

      <ProspectsToolbar params={params} filtered={filtered} onFilters={setFilters} />

      <PagedResults
        query={query}
        errorTexts={texts.error}
        skeleton={view === 'cards' ? <ProspectCardsSkeleton /> : <ProspectTableSkeleton />}
        empty={
          <FilterableListEmpty
            filtered={filtered}
            icon={UserPlus}
            filteredIcon={SearchX}
            texts={peopleEmptyTexts(t)}
            onClear={() => setFilters({ q: '', status: '', source: '' })}
            onAdd={openNew}
            testId="prospects-empty"
          />
        }
        pagination={{ page: params.page, pageCount, onPageChange: setPage, labels: texts.pagination }}
      >
        {(page) =>
          view === 'cards' ? (
            <ProspectCards prospects={page.items} {...handlers} />
          ) : (
            <ProspectTable prospects={page.items} sort={params.sort} onSort={(sort) => setFilters({ sort })} {...handlers} />
          )
        }
      </PagedResults>

      <ProspectFormDialog open={formTarget !== null} onOpenChange={(open) => !open && setFormTarget(null)} prospect={formTarget?.prospect} />
      <DeleteProspectDialog prospect={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

