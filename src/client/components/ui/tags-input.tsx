import { useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

interface TTagsInputProps {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Translated name of a tag's remove button. */
  removeLabel: (tag: string) => string;
  invalid?: boolean;
  describedBy?: string;
  maxTags?: number;
}

/** Tags typed into one box: Enter or a comma adds one, Backspace on an empty box removes the last. */
export function TagsInput({ id, value, onChange, onBlur, placeholder, removeLabel, invalid, describedBy, maxTags = 20 }: TTagsInputProps) {
  const [text, setText] = useState('');

  const commit = (raw: string) => {
    const tags = raw
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag && !value.some((existing) => existing.toLowerCase() === tag.toLowerCase()));
    if (tags.length > 0) onChange([...value, ...new Set(tags)].slice(0, maxTags));
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div
      className={cn(
        'flex min-h-10 w-full flex-wrap items-center gap-1.5 rounded-md border border-input bg-card px-2 py-1.5 text-sm focus-within:ring-2 focus-within:ring-ring',
        invalid && 'border-destructive',
      )}
    >
      {value.map((tag) => (
        <span key={tag} className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pl-2.5 pr-1 text-xs font-medium text-secondary-foreground">
          {tag}
          <button
            type="button"
            className="grid size-4 cursor-pointer place-items-center rounded-full hover:bg-foreground/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={removeLabel(tag)}
            onClick={() => onChange(value.filter((t) => t !== tag))}
          >
            <X className="size-3" aria-hidden="true" />
          </button>
        </span>
      ))}
      <input
        id={id}
        value={text}
        onChange={(event) => (event.target.value.includes(',') ? commit(event.target.value) : setText(event.target.value))}
        onKeyDown={onKeyDown}
        onBlur={() => {
          commit(text);
          onBlur?.();
        }}
        placeholder={value.length === 0 ? placeholder : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        disabled={value.length >= maxTags}
        className="min-w-24 flex-1 bg-transparent px-1 py-0.5 outline-none placeholder:text-muted-foreground"
      />
    </div>
  );
}
