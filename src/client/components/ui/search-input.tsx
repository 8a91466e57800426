import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { Search } from 'lucide-react';
import { SETTINGS_DEFAULTS } from '@shared/common/settings';
import { cn } from '../../lib/cn';
import { Input } from './input';

interface TSearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue'> {
  /** The applied search; the box starts with it and follows it when it changes from outside. */
  value: string;
  /** Called once typing pauses, with the trimmed text. */
  onSearch: (value: string) => void;
  delayMs?: number;
}

/** A search box that reports what was typed only after a pause, so lists do not refetch per key. */
export function SearchInput({ value, onSearch, delayMs = SETTINGS_DEFAULTS.searchDebounceMs, className, ...props }: TSearchInputProps) {
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // Follow a reset from outside (e.g. "clear filters") without undoing a trailing space being typed.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = setTimeout(() => onSearchRef.current(next), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);

  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input type="search" value={text} onChange={(event) => setText(event.target.value)} className="pl-9" {...props} />
    </div>
  );
}
