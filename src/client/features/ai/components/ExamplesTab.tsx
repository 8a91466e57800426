import { BarChart3, Cog, FileBarChart, Lightbulb, Target, Users, Wand2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { examplePromptKey, isCategoryAvailable, PROMPT_CATEGORIES, type TPromptCategoryId } from '@shared/ai/prompts.rules';
import { Button } from '../../../components/ui/button';

const CATEGORY_ICONS: Record<TPromptCategoryId, LucideIcon> = {
  salesAnalysis: BarChart3,
  teamPerformance: Users,
  customerInsights: Lightbulb,
  reportingAnalytics: FileBarChart,
  strategicPlanning: Target,
  processOptimization: Cog,
};

interface TExamplesTabProps {
  hasData: boolean;
  onPick: (prompt: string) => void;
  onGenerate: () => void;
}

/** Six categories of four prompts; without connected data only Strategic Planning can be used. */
export function ExamplesTab({ hasData, onPick, onGenerate }: TExamplesTabProps) {
  const { t } = useTranslation('ai');
  return (
    <div className="space-y-4 p-4" data-testid="ai-examples-tab">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-3">
        <p className="min-w-0 flex-1 text-sm text-muted-foreground">{t('examples.generateHint')}</p>
        <Button onClick={onGenerate} data-testid="ai-open-generator">
          <Wand2 aria-hidden="true" />
          {t('examples.generate')}
        </Button>
      </div>
      {!hasData && <p className="rounded-md bg-muted p-3 text-xs text-muted-foreground">{t('examples.needsData')}</p>}
      {PROMPT_CATEGORIES.map((category) => {
        const Icon = CATEGORY_ICONS[category.id];
        const available = isCategoryAvailable(category.id, hasData);
        return (
          <section key={category.id} className="space-y-2" data-testid={`ai-category-${category.id}`} aria-disabled={!available}>
            <h3 className="flex items-center gap-2 text-sm font-semibold">
              <Icon className="size-4 text-primary" aria-hidden="true" />
              {t(`examples.categories.${category.id}`)}
              {!available && <span className="text-xs font-normal text-muted-foreground">· {t('examples.locked')}</span>}
            </h3>
            <div className="grid gap-2 sm:grid-cols-2">
              {category.prompts.map((prompt) => {
                const text = t(examplePromptKey(category.id, prompt));
                return (
                  <button
                    key={prompt}
                    type="button"
                    disabled={!available}
                    onClick={() => onPick(text)}
                    className="cursor-pointer rounded-md border bg-card p-2.5 text-left text-xs leading-snug transition-colors hover:border-primary/50 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-55 disabled:hover:border-border disabled:hover:bg-card"
                    data-testid="ai-example"
                  >
                    {text}
                  </button>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}
