import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A funnel stage in the interface language: the prospects' own stage names, one set for every screen. */
export function useFunnelStageLabel(): (stage: string) => string {
  const { t } = useTranslation('prospects');
  return useCallback((stage: string) => t(`funnelStages.${stage}`), [t]);
}
