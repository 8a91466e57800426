import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../lib/cn';

interface TSortHeaderProps {
  /** The list's sort field this column sorts by; `sort` is the list's `field:asc|desc`. */
  field: string;
  label: string;
  sort: string;
  onSort: (sort: string) => void;
  className?: string;
  'data-testid'?: string;
}

/** A table header that sorts its list by its field: ascending first, then flips; says its order to screen readers. */
export function SortHeader({ field, label, sort, onSort, className, 'data-testid': testId }: TSortHeaderProps) {
  const [current, direction] = sort.split(':');
  const active = current === field;
  const Icon = !active ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" className={cn('px-3 py-2.5 text-left align-middle font-medium', className)} aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button
        type="button"
        className="inline-flex cursor-pointer items-center gap-1 rounded hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onClick={() => onSort(`${field}:${active && direction === 'asc' ? 'desc' : 'asc'}`)}
        data-testid={testId}
      >
        {label}
        <Icon className={cn('size-3.5', !active && 'opacity-50')} aria-hidden="true" />
      </button>
    </th>
  );
}
