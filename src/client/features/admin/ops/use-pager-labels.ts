import { useTranslation } from 'react-i18next';

/** The pager's "Page X of Y" and button names, shared by the admin lists. */
export function usePagerLabels(page: number, pageCount: number) {
  const { t } = useTranslation('adminOps');
  return { status: t('common.pageStatus', { page, pageCount }), previous: t('common.previous'), next: t('common.next') };
}
