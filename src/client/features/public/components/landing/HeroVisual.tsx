import { useTranslation } from 'react-i18next';

/** Pipeline stages the product really uses; the cards under them are shapes, not data. */
const COLUMNS = [
  { key: 'coldLead', cards: 3, tone: 'bg-sky-500' },
  { key: 'interested', cards: 2, tone: 'bg-amber-500' },
  { key: 'demoScheduled', cards: 2, tone: 'bg-violet-500' },
  { key: 'enrolled', cards: 1, tone: 'bg-emerald-500' },
] as const;

/** A stylised pipeline board: shows what the product looks like without inventing contacts. */
export function HeroVisual() {
  const { t } = useTranslation('public');
  return (
    <div aria-hidden="true" className="hidden rounded-xl border bg-card p-4 shadow-xl shadow-primary/5 sm:block">
      <div className="mb-4 flex items-center gap-1.5">
        <span className="size-2.5 rounded-full bg-red-400" />
        <span className="size-2.5 rounded-full bg-amber-400" />
        <span className="size-2.5 rounded-full bg-emerald-400" />
        <span className="ml-3 text-xs font-medium text-muted-foreground">{t('hero.visual.board')}</span>
      </div>
      <div className="grid grid-cols-4 gap-3">
        {COLUMNS.map((column) => (
          <div key={column.key} className="min-w-0 rounded-lg bg-muted/60 p-2">
            <div className="mb-2 flex items-center gap-1.5">
              <span className={`size-2 shrink-0 rounded-full ${column.tone}`} />
              <span className="truncate text-[11px] font-medium">{t(`hero.visual.${column.key}`)}</span>
            </div>
            <div className="space-y-2">
              {Array.from({ length: column.cards }, (_, index) => (
                <div key={index} className="rounded-md border bg-card p-2 shadow-sm">
                  <div className="h-2 w-3/4 rounded bg-foreground/15" />
                  <div className="mt-1.5 h-1.5 w-1/2 rounded bg-foreground/10" />
                  <div className={`mt-2 h-1 w-1/3 rounded ${column.tone} opacity-60`} />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
