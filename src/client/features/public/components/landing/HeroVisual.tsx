import type { ReactNode } from 'react';
import { Bell, Flame, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Pipeline stages the product really uses; the cards under them are shapes, not data. */
const COLUMNS = [
  { key: 'coldLead', cards: 3, tone: 'bg-sky-500' },
  { key: 'interested', cards: 2, tone: 'bg-amber-500' },
  { key: 'demoScheduled', cards: 2, tone: 'bg-violet-500' },
  { key: 'enrolled', cards: 1, tone: 'bg-emerald-500' },
] as const;

function Bar({ className }: { className: string }) {
  return <div className={`rounded ${className}`} />;
}

function FloatingCard({ className, icon: Icon, tone, label, children }: { className: string; icon: LucideIcon; tone: string; label: string; children: ReactNode }) {
  return (
    <div className={`absolute hidden rounded-lg border bg-card p-3 shadow-lg lg:block ${className}`}>
      <div className="flex items-center gap-2 text-xs font-medium">
        <span className={`grid size-6 place-items-center rounded-full ${tone}`}>
          <Icon className="size-3.5" />
        </span>
        {label}
      </div>
      {children}
    </div>
  );
}

/** A stylised pipeline board: shows what the product looks like without inventing contacts. */
export function HeroVisual() {
  const { t } = useTranslation('public');
  return (
    <div aria-hidden="true" className="relative hidden sm:block">
      <div className="rounded-xl border bg-card p-4 shadow-xl shadow-primary/10">
        <div className="mb-4 flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-red-400" />
          <span className="size-2.5 rounded-full bg-amber-400" />
          <span className="size-2.5 rounded-full bg-emerald-400" />
          <span className="ml-3 text-xs font-medium text-muted-foreground">{t('hero.visual.board')}</span>
          <Bar className="ml-auto h-5 w-28 border bg-muted/60" />
        </div>
        <div className="grid grid-cols-4 gap-3">
          {COLUMNS.map((column) => (
            <div key={column.key} className="min-h-56 min-w-0 rounded-lg bg-muted/60 p-2">
              <div className="mb-2 flex items-center gap-1.5">
                <span className={`size-2 shrink-0 rounded-full ${column.tone}`} />
                <span className="truncate text-[11px] font-medium">{t(`hero.visual.${column.key}`)}</span>
              </div>
              <div className="space-y-2">
                {Array.from({ length: column.cards }, (_, index) => (
                  <div key={index} className="rounded-md border bg-card p-2 shadow-sm">
                    <Bar className="h-2 w-3/4 bg-foreground/15" />
                    <Bar className="mt-1.5 h-1.5 w-1/2 bg-foreground/10" />
                    <Bar className={`mt-2 h-1 w-1/3 opacity-60 ${column.tone}`} />
                  </div>
                ))}
              </div>
            </div>
          ))}
        </div>
      </div>
      <FloatingCard className="-bottom-10 -left-8 w-52" icon={Bell} tone="bg-amber-500/15 text-amber-600 dark:text-amber-400" label={t('hero.visual.followUpDue')}>
        <Bar className="mt-2 h-2 w-3/4 bg-foreground/15" />
        <Bar className="mt-1.5 h-1.5 w-1/2 bg-foreground/10" />
      </FloatingCard>
      <FloatingCard className="-right-4 -top-6 w-44" icon={Flame} tone="bg-rose-500/15 text-rose-600 dark:text-rose-400" label={t('hero.visual.hotLead')}>
        <div className="mt-2 h-1.5 w-full rounded-full bg-muted">
          <div className="h-full w-4/5 rounded-full bg-linear-to-r from-amber-400 to-rose-500" />
        </div>
      </FloatingCard>
    </div>
  );
}
