import type { TFunction } from 'i18next';
import { ApiError } from './api';

/*
 * Namespaces of screens alike are laid out alike, so the screens share these readings of them;
 * `t` is the screen's own, bound to its namespace. Activities and commissions: `list.*`,
 * `delete.*`, `toasts.*`, `form.cancel`, `filters.clear`, `add`, `pagination.*` (of {{pages}}).
 * Contacts, prospects and people: `loadError`, `empty.*`, `filters.clear`, `add`, `pagination.*`
 * (of {{pageCount}}).
 */

/** The texts of a filterable record list: its states, empty or not, and its buttons. */
export function recordListTexts(t: TFunction) {
  return {
    label: t('list.label'),
    loading: t('list.loading'),
    loadFailed: t('list.loadFailed'),
    retry: t('list.retry'),
    empty: t('list.empty'),
    emptyText: t('list.emptyText'),
    noMatches: t('list.noMatches'),
    noMatchesText: t('list.noMatchesText'),
    clear: t('filters.clear'),
    add: t('add'),
  };
}

/** The delete dialog's texts, all but its description; a 404 means the record was deleted elsewhere first. */
export function recordDeleteTexts(t: TFunction, pending: boolean) {
  return {
    title: t('delete.title'),
    confirm: pending ? t('delete.deleting') : t('delete.confirm'),
    cancel: t('form.cancel'),
    deleted: t('toasts.deleted'),
    failed: (error: unknown) => (error instanceof ApiError && error.status === 404 ? t('toasts.notFound') : t('toasts.deleteFailed')),
  };
}

/** "Page X of Y" and the names of the pagination buttons (goals read theirs alike). */
export function recordPaginationLabels(t: TFunction, page: number, pages: number) {
  return { status: t('pagination.status', { page, pages }), previous: t('pagination.previous'), next: t('pagination.next') };
}

/** The delete dialog of a record known by its name (a contact, a prospect, a team member, a custom team). */
export function namedDeleteTexts(t: TFunction, name: string) {
  return { title: t('delete.title'), description: t('delete.text', { name }), confirm: t('delete.confirm'), cancel: t('common:actions.cancel') };
}

/** The error state and the pagination of the contacts, prospects and people lists. */
export function peopleListTexts(t: TFunction, page: number, pageCount: number) {
  return {
    error: { message: t('loadError'), retry: t('common:errors.tryAgain') },
    pagination: { status: t('pagination.status', { page, pageCount }), previous: t('pagination.previous'), next: t('pagination.next') },
  };
}

/** The empty state of the contacts and prospects lists, filtered or not. */
export function peopleEmptyTexts(t: TFunction) {
  return {
    empty: t('empty.title'),
    emptyText: t('empty.text'),
    noMatches: t('empty.filteredTitle'),
    noMatchesText: t('empty.filteredText'),
    clear: t('filters.clear'),
    add: t('add'),
  };
}
