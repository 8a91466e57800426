import { ChevronRight, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TDownlineNode } from '@shared/team/team.schema';
import { RankBadge } from './RankBadge';

/** Whole team › … › the focused member; each step goes back to that root. */
export function DownlineBreadcrumb({ path, onNavigate }: { path: TDownlineNode[]; onNavigate: (length: number) => void }) {
  const { t } = useTranslation('team');
  const focus = path.at(-1);
  return (
    <div className="grid gap-2">
      <nav aria-label={t('downline.breadcrumb')} data-testid="downline-breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm">
          <li>
            {path.length === 0 ? (
              <span aria-current="page" className="inline-flex items-center gap-1.5 font-medium">
                <Users className="size-4" aria-hidden="true" /> {t('downline.wholeTeam')}
              </span>
            ) : (
              <button type="button" onClick={() => onNavigate(0)} className="inline-flex cursor-pointer items-center gap-1.5 rounded text-primary hover:underline">
                <Users className="size-4" aria-hidden="true" /> {t('downline.wholeTeam')}
              </button>
            )}
          </li>
          {path.map((node, i) => (
            <li key={node.id} className="flex items-center gap-1">
              <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
              {i === path.length - 1 ? (
                <span aria-current="page" className="font-medium">
                  {node.name}
                </span>
              ) : (
                <button type="button" onClick={() => onNavigate(i + 1)} className="cursor-pointer rounded text-primary hover:underline">
                  {node.name}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {focus && (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-card px-4 py-3" data-testid="downline-focus-root">
          <span className="font-semibold">{focus.name}</span>
          <RankBadge rank={focus.rank} />
          <span className="text-sm text-muted-foreground">
            {t('downline.focusCounts', { direct: focus.directCount, total: focus.downlineCount })}
          </span>
        </div>
      )}
    </div>
  );
}
