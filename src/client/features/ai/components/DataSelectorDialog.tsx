import { useEffect, useState } from 'react';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { TUserDataRecord } from '@shared/ai/chat.schema';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { SearchInput } from '../../../components/ui/search-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useUserData } from '../api/ai.api';
import { DATA_KINDS, selectionCount, type TDataKind, type TSelection } from '../lib/selection';

interface TDataSelectorProps {
  open: boolean;
  onClose: () => void;
  selection: TSelection;
  onApply: (selection: TSelection) => void;
}

/**
 * Spec 01 §2.5: which records the assistant may read. A search (debounced) over name, company,
 * full name and email; one tab per kind with select all, clear all and counts; Apply keeps the choice.
 */
export function DataSelectorDialog({ open, onClose, selection, onApply }: TDataSelectorProps) {
  const { t } = useTranslation('ai');
  const [draft, setDraft] = useState(selection);
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<TDataKind>('prospects');
  const data = useUserData(query, open);

  useEffect(() => {
    if (open) setDraft(selection);
  }, [open, selection]);

  const records = data.data?.[tab] ?? [];
  const chosen = new Set(draft[tab].map((r) => r.id));
  const toggle = (record: TUserDataRecord, checked: boolean) =>
    setDraft((d) => ({ ...d, [tab]: checked ? [...d[tab], record] : d[tab].filter((r) => r.id !== record.id) }));
  const selectAll = () => setDraft((d) => ({ ...d, [tab]: [...d[tab], ...records.filter((r) => !chosen.has(r.id))] }));
  const clearAll = () => setDraft((d) => ({ ...d, [tab]: [] }));

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-2xl" data-testid="ai-data-selector">
        <DialogHeader>
          <DialogTitle>{t('selector.title')}</DialogTitle>
          <DialogDescription>{t('selector.description')}</DialogDescription>
        </DialogHeader>
        <SearchInput value={query} onSearch={setQuery} placeholder={t('selector.search')} aria-label={t('selector.search')} data-testid="ai-selector-search" />
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v as TDataKind)} className="min-w-0 space-y-3">
          <Tabs.List className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1" aria-label={t('selector.kinds')}>
            {DATA_KINDS.map((kind) => (
              <Tabs.Trigger
                key={kind}
                value={kind}
                data-testid={`ai-selector-tab-${kind}`}
                className="min-w-0 cursor-pointer truncate rounded-md px-2 py-1.5 text-xs font-medium text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:text-sm"
              >
                {t(`kinds.${kind}`)} <span data-testid={`ai-selector-count-${kind}`}>({draft[kind].length})</span>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
            <span data-testid="ai-selector-shown">
              {t('selector.shown', { shown: records.length, total: data.data?.totals[tab] ?? records.length })}
            </span>
            <span className="flex gap-1">
              <Button variant="outline" size="sm" onClick={selectAll} disabled={records.length === 0} data-testid="ai-selector-select-all">
                {t('selector.selectAll')}
              </Button>
              <Button variant="outline" size="sm" onClick={clearAll} disabled={draft[tab].length === 0} data-testid="ai-selector-clear-all">
                {t('selector.clearAll')}
              </Button>
            </span>
          </div>
          <Tabs.Content value={tab} className="h-72 overflow-y-auto overscroll-contain rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" data-testid="ai-selector-list">
            {data.isPending ? (
              <div className="space-y-2 p-3">
                <Skeleton className="h-8 w-full" />
                <Skeleton className="h-8 w-full" />
                <Skeleton className="h-8 w-2/3" />
              </div>
            ) : data.isError ? (
              <p className="p-4 text-sm text-destructive">{t('selector.loadFailed')}</p>
            ) : records.length === 0 ? (
              <p className="p-4 text-sm text-muted-foreground">{query ? t('selector.noMatch') : t(`selector.empty.${tab}`)}</p>
            ) : (
              <ul className="divide-y">
                {records.map((record) => (
                  <li key={record.id}>
                    <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-accent">
                      <input
                        type="checkbox"
                        className="size-4 shrink-0 accent-primary"
                        checked={chosen.has(record.id)}
                        onChange={(event) => toggle(record, event.target.checked)}
                        data-testid="ai-selector-record"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm font-medium">{record.name}</span>
                        <span className="block truncate text-xs text-muted-foreground">{[record.company, record.email].filter(Boolean).join(' · ')}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </Tabs.Content>
        </Tabs.Root>
        <DialogFooter className="items-center sm:justify-between">
          <span className="text-sm text-muted-foreground" data-testid="ai-selector-total">
            {t('selector.selected', { count: selectionCount(draft) })}
          </span>
          <span className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button
              onClick={() => {
                onApply(draft);
                onClose();
              }}
              data-testid="ai-selector-apply"
            >
              {t('selector.apply')}
            </Button>
          </span>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
