import { useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPerson } from '@shared/people/people.schema';
import { cn } from '../../../lib/cn';
import { PersonTypeBadge } from './PersonTypeBadge';

/** Every row has the same height, so the list never has to measure one. */
const ROW_HEIGHT = 64;

interface TPeopleListProps {
  people: TPerson[];
  /** Position of the first row in the whole list, for screen readers. */
  offset: number;
  total: number;
  label: string;
}

/**
 * The page of people, virtualised inside a fixed-height box: only the rows in view (and a few
 * around) are in the DOM, so 100 rows scroll as smoothly as 20.
 */
export function PeopleList({ people, offset, total, label }: TPeopleListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: people.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  // A new page starts at its top.
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [offset]);

  return (
    <div className="overflow-hidden rounded-lg border bg-card">
      <ColumnHeads />
      <div ref={scrollRef} className="h-[min(65dvh,640px)] min-h-80 overflow-y-auto" data-testid="people-scroll">
        <div role="list" aria-label={label} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => (
            <div
              key={`${people[item.index].type}:${people[item.index].id}`}
              role="listitem"
              aria-setsize={total}
              aria-posinset={offset + item.index + 1}
              className="absolute inset-x-0 top-0 border-b"
              style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
            >
              <PersonRow person={people[item.index]} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

const ROW = 'flex items-center gap-3 px-3 sm:px-4';
const COLUMNS = { company: 'hidden w-36 truncate lg:block', phone: 'hidden w-36 truncate md:block', status: 'hidden w-32 truncate sm:block', type: 'shrink-0 text-right sm:w-32 sm:text-left' };

/** Column names over the rows; the list itself is not a table, so they are only visual. */
function ColumnHeads() {
  const { t } = useTranslation('people');
  return (
    <div className={cn(ROW, 'h-10 border-b bg-muted/50 text-xs font-medium text-muted-foreground')} aria-hidden="true">
      <span className="w-9 shrink-0" />
      <span className="flex-1">{t('columns.name')}</span>
      <span className={COLUMNS.company}>{t('columns.company')}</span>
      <span className={COLUMNS.phone}>{t('columns.phone')}</span>
      <span className={COLUMNS.status}>{t('columns.status')}</span>
      <span className={COLUMNS.type}>{t('columns.type')}</span>
      <span className="size-4 shrink-0" />
    </div>
  );
}

function PersonRow({ person }: { person: TPerson }) {
  const { t } = useTranslation('people');
  // A team member's role is one of TEAM_ROLES; a contact's is free text.
  const roleOf = (p: TPerson) => (p.role && p.type === 'teamMember' ? t(`teamRoles.${p.role}`, { defaultValue: p.role }) : (p.role ?? ''));
  const initials = `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase() || '?';
  const content = (
    <>
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent text-xs font-semibold text-accent-foreground" aria-hidden="true">
        {initials}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{person.name}</span>
        <span className="block truncate text-xs text-muted-foreground">{person.email}</span>
      </span>
      <span className={cn(COLUMNS.company, 'text-sm text-muted-foreground')}>{person.company ?? roleOf(person)}</span>
      <span className={cn(COLUMNS.phone, 'text-sm text-muted-foreground')}>{person.phone ?? ''}</span>
      <span className={cn(COLUMNS.status, 'text-sm')}>
        {t(`common:statuses.${person.type}.${person.status}`, { defaultValue: person.status })}
      </span>
      <span className={COLUMNS.type}>
        <PersonTypeBadge type={person.type} />
      </span>
    </>
  );
  const rowClass = cn(ROW, 'h-full');

  if (person.type === 'prospect') {
    return (
      <Link
        to={`/prospects/${person.id}`}
        className={cn(rowClass, 'hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring')}
        data-testid="people-row"
        data-type={person.type}
      >
        {content}
        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    );
  }
  return (
    <div className={rowClass} data-testid="people-row" data-type={person.type}>
      {content}
      <span className="size-4 shrink-0" aria-hidden="true" />
    </div>
  );
}
