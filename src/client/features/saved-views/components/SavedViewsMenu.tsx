import { useId, useMemo, useRef, useState } from 'react';
import { Bookmark, BookmarkPlus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { TSavedView, TSavedViewScope } from '@shared/saved-views/saved-views.schema';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteSavedView, useSavedViews, useUpdateSavedView } from '../api/saved-views.api';
import { sameState, viewStateOf } from '../lib/view-state';
import { SavedViewList } from './SavedViewList';
import { SavedViewNameDialog, type TNameDialogTarget } from './SavedViewNameDialog';
import { useSavedViewError } from './use-saved-view-error';

/**
 * The "Views" button of a list whose filters, sort and view mode live in its address: saves that
 * address (less its transient parameters) under a name, and loads, renames, updates or deletes the
 * seller's saved views of `scope`. One line on a list page: `<SavedViewsMenu scope="tasks" />`.
 */
export function SavedViewsMenu({ scope }: { scope: TSavedViewScope }) {
  const { t } = useTranslation('savedViews');
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = useMemo(() => viewStateOf(searchParams, scope), [searchParams, scope]);
  const views = useSavedViews(scope);
  const items = views.data?.items ?? [];
  const active = items.find((view) => sameState(view.state, current)) ?? null;
  const [open, setOpen] = useState(false);
  const [naming, setNaming] = useState<TNameDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<TSavedView | null>(null);
  const update = useUpdateSavedView();
  const remove = useDeleteSavedView();
  const reportError = useSavedViewError();

  const apply = (view: TSavedView) => {
    setOpen(false);
    setSearchParams(new URLSearchParams(view.state));
    toast.success(t('toasts.applied', { name: view.name }));
  };

  const overwrite = (view: TSavedView) =>
    update.mutate(
      { id: view.id, body: { state: current } },
      {
        onSuccess: (saved) => toast.success(t('toasts.overwritten', { name: saved.name })),
        onError: (error) => reportError(error, { fallback: 'toasts.saveFailed' }),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('toasts.deleted', { name: deleting.name }));
        setDeleting(null);
      },
      onError: (error) => reportError(error, { fallback: 'toasts.deleteFailed', onGone: () => setDeleting(null) }),
    });
  };

  // A dialog opens once the menu has closed and handed focus back to its button, and gives focus
  // back to that button when it closes (the row it was opened from is gone by then).
  const triggerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  };
  const afterClose = useRef<(() => void) | null>(null);
  const openDialog = (next: () => void) => {
    afterClose.current = next;
    setOpen(false);
  };
  const runAfterClose = () => {
    afterClose.current?.();
    afterClose.current = null;
  };

  return (
    <>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button ref={triggerRef} variant="outline" data-testid="saved-views-trigger" className="min-w-0">
            <Bookmark aria-hidden="true" className={active ? 'fill-current' : undefined} />
            <span>{t('button')}</span>
            {active && (
              <>
                <span className="sr-only">,</span>
                <span className="max-w-32 truncate font-normal text-muted-foreground" data-testid="saved-views-active">
                  {active.name}
                </span>
              </>
            )}
          </Button>
        </PopoverTrigger>
        <PopoverContent
          className="grid w-80 max-w-[calc(100vw-1rem)] grid-cols-1 gap-2 p-2"
          aria-labelledby={headingId}
          onCloseAutoFocus={runAfterClose}
          data-testid="saved-views-menu"
        >
          <p id={headingId} className="px-2 pt-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {t('title')}
          </p>
          {views.isPending ? (
            <div className="flex justify-center py-4">
              <Spinner className="size-5" label={t('loading')} />
            </div>
          ) : views.isError ? (
            <div className="grid justify-items-start gap-2 px-2 py-1" role="alert">
              <p className="text-sm">{t('loadFailed')}</p>
              <Button variant="outline" size="sm" onClick={() => void views.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : items.length === 0 ? (
            <p className="px-2 py-1 text-sm text-muted-foreground" data-testid="saved-views-empty">
              {t('empty')}
            </p>
          ) : (
            <SavedViewList
              views={items}
              current={current}
              labelledBy={headingId}
              onApply={apply}
              onOverwrite={overwrite}
              onRename={(view) => openDialog(() => setNaming({ kind: 'rename', view }))}
              onDelete={(view) => openDialog(() => setDeleting(view))}
            />
          )}
          <div className="-mx-2 border-t px-2 pt-2">
            <Button
              variant="ghost"
              className="w-full justify-start px-2"
              onClick={() => openDialog(() => setNaming({ kind: 'save', scope, state: current }))}
              data-testid="saved-view-save"
            >
              <BookmarkPlus aria-hidden="true" />
              {t('saveCurrent')}
            </Button>
          </div>
        </PopoverContent>
      </Popover>

      <SavedViewNameDialog target={naming} onClose={() => setNaming(null)} onCloseAutoFocus={returnFocus} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={t('delete.title', { name: deleting?.name ?? '' })}
        description={t('delete.text')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCloseAutoFocus={returnFocus}
      />
    </>
  );
}
