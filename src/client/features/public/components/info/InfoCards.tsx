import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { usePublicPagesTranslation } from '../../lib/use-public-pages-translation';

export type TInfoCard = { key: string; icon: LucideIcon; extra?: ReactNode };

/** A grid of icon cards whose title and description live at `<prefix>.<key>.title|description`. */
export function InfoCards({ prefix, items, columns = 3 }: { prefix: string; items: TInfoCard[]; columns?: 2 | 3 }) {
  const { t } = usePublicPagesTranslation();
  return (
    <div className={`grid gap-4 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
      {items.map(({ key, icon: Icon, extra }) => (
        <article key={key} className="flex flex-col rounded-xl border bg-card p-5">
          <div className="flex items-start justify-between gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
              <Icon className="size-5" />
            </span>
            {extra}
          </div>
          <h3 className="mt-3 font-semibold">{t(`${prefix}.${key}.title`)}</h3>
          <p className="mt-1.5 text-sm text-muted-foreground">{t(`${prefix}.${key}.description`)}</p>
        </article>
      ))}
    </div>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-12 first:mt-0">
      <h2 className="mb-5 text-xl font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}
