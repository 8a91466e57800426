import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isBuiltInStage } from '@shared/deals/deals.rules';

/**
 * A pipeline stage as the seller reads it: a built-in key (`qualification`) in the interface
 * language, any other stage as the name its owner typed. The one place stages become text.
 */
export function useStageLabel(): (stage: string) => string {
  const { t } = useTranslation('pipeline');
  return useCallback((stage: string) => (isBuiltInStage(stage) ? t(`stages.${stage}`) : stage), [t]);
}
