import { useEffect, useRef } from 'react';
import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useScrollEdges } from '../../../components/ui/use-scroll-edges';
import { cn } from '../../../lib/cn';

interface Props<T extends string> {
  tabs: readonly T[];
  icons: Record<T, LucideIcon>;
  active: T;
}

const arrowClass =
  'absolute top-0 bottom-1 z-10 grid w-8 cursor-pointer place-items-center rounded-md bg-background/90 text-muted-foreground shadow-sm hover:text-foreground lg:hidden';

/**
 * The settings tabs: a column beside the content on large screens; on smaller ones a row that
 * scrolls sideways, faded and with an arrow at each edge that has more tabs beyond it.
 */
export function SettingsTabStrip<T extends string>({ tabs, icons, active }: Props<T>) {
  const { t } = useTranslation('settings');
  const list = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(list);

  // Keep the open tab in sight.
  useEffect(() => {
    list.current?.querySelector('[data-state="active"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  // The arrows are a pointer's shortcut: the keyboard moves through the tabs with the arrow keys.
  const scrollBy = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * list.current.clientWidth * 0.6, behavior: 'smooth' });

  return (
    <div className="relative -mx-4 min-w-0 md:mx-0 lg:sticky lg:top-0">
      <Tabs.List
        ref={list}
        aria-label={t('tabs.label')}
        data-more-before={edges.before}
        data-more-after={edges.after}
        className="scroll-fade-x flex gap-1 overflow-x-auto px-4 pb-1 [scrollbar-width:none] md:px-0 lg:flex-col lg:overflow-visible"
        data-testid="settings-tabs"
      >
        {tabs.map((name) => {
          const Icon: LucideIcon = icons[name];
          return (
            <Tabs.Trigger
              key={name}
              value={name}
              data-testid={`settings-tab-${name}`}
              className="inline-flex shrink-0 cursor-pointer items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring data-[state=active]:bg-primary/10 data-[state=active]:text-primary"
            >
              <Icon className="size-4" aria-hidden="true" />
              {t(`tabs.${name}`)}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {edges.before && (
        <button type="button" tabIndex={-1} aria-hidden="true" className={cn(arrowClass, 'left-0')} onClick={() => scrollBy(-1)} data-testid="settings-tabs-back">
          <ChevronLeft className="size-4" />
        </button>
      )}
      {edges.after && (
        <button type="button" tabIndex={-1} aria-hidden="true" className={cn(arrowClass, 'right-0')} onClick={() => scrollBy(1)} data-testid="settings-tabs-more">
          <ChevronRight className="size-4" />
        </button>
      )}
    </div>
  );
}
