import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { THotLead } from '@shared/hot-leads/hot-leads.schema';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatRelativeTime } from '../../../lib/relative-time';
import { ProspectStatusBadge } from '../../prospects/components/ProspectStatusBadge';
import { HotLeadScoreBadge } from './HotLeadScoreBadge';
import { ScoreExplanation } from './ScoreExplanation';

const CELL = 'px-3 py-2.5 text-left align-middle';

/** A moment as "3 days ago", its full date and time on hover; a dash when there is none. */
function When({ iso, now, testId }: { iso: string | null; now: number; testId?: string }) {
  const { t, i18n } = useTranslation('hotLeads');
  if (!iso) return <span className="text-muted-foreground">{t('never')}</span>;
  const full = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <time dateTime={iso} title={full} data-testid={testId}>
      {formatRelativeTime(iso, now, i18n.language)}
    </time>
  );
}

/**
 * The scored prospects, highest first. Each row opens the explanation of its score below it (a
 * button with aria-expanded, so it works by keyboard and says its state); narrow screens show
 * the columns that do not fit under the name.
 */
export function HotLeadsTable({ leads }: { leads: THotLead[] }) {
  const { t } = useTranslation('hotLeads');
  const [open, setOpen] = useState<Set<string>>(new Set());
  const now = Date.now();
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full text-sm" data-testid="hot-leads-table">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="whitespace-nowrap border-b bg-muted/50 text-muted-foreground">
          <tr>
            <th scope="col" className={cn(CELL, 'font-medium sm:w-28')}>
              {t('columns.score')}
            </th>
            <th scope="col" className={cn(CELL, 'font-medium')}>
              {t('columns.name')}
            </th>
            <th scope="col" className={cn(CELL, 'hidden font-medium md:table-cell')}>
              {t('columns.status')}
            </th>
            <th scope="col" className={cn(CELL, 'hidden font-medium sm:table-cell')}>
              {t('columns.lastEngagement')}
            </th>
            <th scope="col" className={cn(CELL, 'hidden font-medium lg:table-cell')}>
              {t('columns.lastActivity')}
            </th>
            <th scope="col" className={cn(CELL, 'hidden font-medium xl:table-cell')}>
              {t('columns.lastContact')}
            </th>
            <th scope="col" className={cn(CELL, 'hidden text-right font-medium lg:table-cell')}>
              {t('columns.interactions')}
            </th>
            <th scope="col" className={cn(CELL, 'w-12')}>
              <span className="sr-only">{t('columns.explanation')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => {
            const expanded = open.has(lead.prospectId);
            const detailId = `hot-lead-why-${lead.prospectId}`;
            return (
              <Fragment key={lead.prospectId}>
                <tr className={cn('border-b hover:bg-muted/25', expanded && 'border-b-0')} data-testid="hot-lead-row" data-id={lead.prospectId}>
                  <td className={cn(CELL, 'pr-0 sm:pr-3')}>
                    <HotLeadScoreBadge score={lead.score} />
                  </td>
                  <td className={cn(CELL, 'max-w-44 sm:max-w-64')}>
                    <Link to={`/prospects/${lead.prospectId}`} className="block truncate font-medium hover:underline focus-visible:underline" data-testid="hot-lead-name">
                      {lead.name}
                    </Link>
                    <span className="block truncate text-xs text-muted-foreground">{lead.email}</span>
                    <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground md:hidden">
                      <ProspectStatusBadge status={lead.status} />
                      <span className="sm:hidden">
                        {t('columns.lastEngagement')}: <When iso={lead.lastEngagementAt} now={now} />
                      </span>
                    </div>
                  </td>
                  <td className={cn(CELL, 'hidden md:table-cell')}>
                    <ProspectStatusBadge status={lead.status} />
                  </td>
                  <td className={cn(CELL, 'hidden whitespace-nowrap sm:table-cell')}>
                    <When iso={lead.lastEngagementAt} now={now} testId="hot-lead-last-engagement" />
                  </td>
                  <td className={cn(CELL, 'hidden whitespace-nowrap text-muted-foreground lg:table-cell')}>
                    <When iso={lead.lastActivityAt} now={now} />
                  </td>
                  <td className={cn(CELL, 'hidden whitespace-nowrap text-muted-foreground xl:table-cell')}>
                    <When iso={lead.lastContacted} now={now} />
                  </td>
                  <td className={cn(CELL, 'hidden text-right tabular-nums lg:table-cell')} data-testid="hot-lead-interactions">
                    {lead.interactionCount}
                  </td>
                  <td className={cn(CELL, 'text-right')}>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailId : undefined}
                      aria-label={t('explain', { name: lead.name })}
                      onClick={() => toggle(lead.prospectId)}
                      data-testid="hot-lead-explain"
                    >
                      <ChevronDown className={cn('transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
                {expanded && (
                  <tr className="border-b">
                    <td colSpan={8} className="px-3 pb-4 pt-1">
                      <div id={detailId} className="max-w-xl rounded-md border bg-card p-3">
                        <p className="mb-3 text-sm font-medium">{t('whyTitle', { name: lead.name, score: lead.score })}</p>
                        <ScoreExplanation lead={lead} />
                        {/* What the narrower screens leave out of the row. */}
                        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t pt-2 text-xs text-muted-foreground xl:hidden">
                          <dt className="lg:hidden">{t('columns.lastActivity')}</dt>
                          <dd className="lg:hidden">
                            <When iso={lead.lastActivityAt} now={now} />
                          </dd>
                          <dt>{t('columns.lastContact')}</dt>
                          <dd>
                            <When iso={lead.lastContacted} now={now} />
                          </dd>
                          <dt className="lg:hidden">{t('columns.interactions')}</dt>
                          <dd className="tabular-nums lg:hidden">{lead.interactionCount}</dd>
                        </dl>
                      </div>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function HotLeadsTableSkeleton() {
  return (
    <div className="grid gap-2 rounded-lg border bg-card p-3" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}
