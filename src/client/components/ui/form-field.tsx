import type { ChangeEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldError } from './field-error';
import { Label } from './label';

/** The id of a field's inline error, for the control's aria-describedby. */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** After a refused submit, takes the person to the first field that needs fixing. */
export function focusFirstInvalid(form: HTMLFormElement) {
  // The errors render on the next frame.
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** Id, test id, error wiring and blur handler of the control inside a FormField. */
export function controlProps(id: string, error: string | undefined, onBlur: () => void) {
  return { id, 'data-testid': id, 'aria-invalid': !!error, 'aria-describedby': error ? fieldErrorId(id) : undefined, onBlur };
}

/** A form's values and handlers as its fields component sees them; `error` answers the translated message to show. */
export interface TFormControl<TValues> {
  values: TValues;
  // Method syntax, so the control of a larger form also serves fields written for a part of it.
  set<K extends keyof TValues>(field: K, value: TValues[K]): void;
  blur(field: keyof TValues & string): void;
  error(field: keyof TValues & string): string | undefined;
}

/**
 * The props of a field's FormField (`shell`) and of the control inside it (`control`); the ids,
 * `${prefix}-${field}`, double as test ids.
 */
export function fieldBindings<TField extends string>(
  prefix: string,
  labelOf: (field: TField) => string,
  form: { blur: (field: TField) => void; error: (field: TField) => string | undefined },
) {
  return {
    control: (field: TField) => controlProps(`${prefix}-${field}`, form.error(field), () => form.blur(field)),
    shell: (field: TField, required = false, className?: string) => ({ id: `${prefix}-${field}`, label: labelOf(field), error: form.error(field), required, className }),
  };
}

/**
 * The props of an OptionSelect bound to one field of a form whose values are translated as
 * `<field>.<value>` (`priority.high`): the control's wiring, its value and its change. A field
 * with more to do on a change passes its own `onChange` after these.
 */
export function optionBindings<TValues>(prefix: string, t: (key: string) => string, form: TFormControl<TValues>) {
  return <K extends keyof TValues & string, O extends Extract<TValues[K], string>>(field: K, options: readonly O[]) => ({
    ...controlProps(`${prefix}-${field}`, form.error(field), () => form.blur(field)),
    options,
    labelOf: (value: O) => t(`${field}.${value}`),
    value: form.values[field] as string,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => form.set(field, event.target.value as TValues[K]),
  });
}

/** The props of a TagsInput bound to a form's `tags`, with the namespace's `form.tags…` strings. */
export function tagsBindings<TValues extends { tags: string[] }>(prefix: string, t: (key: string, options?: { tag: string }) => string, form: TFormControl<TValues>) {
  const error = form.error('tags');
  return {
    id: `${prefix}-tags`,
    value: form.values.tags,
    onChange: (tags: string[]) => form.set('tags', tags as TValues['tags']),
    onBlur: () => form.blur('tags'),
    placeholder: t('form.tagsPlaceholder'),
    removeLabel: (tag: string) => t('form.removeTag', { tag }),
    invalid: !!error,
    describedBy: error ? fieldErrorId(`${prefix}-tags`) : undefined,
  };
}

interface TFormFieldProps {
  /** The control's id, so the label points at it. */
  id: string;
  label: string;
  error?: string;
  /** A short help line under the control. */
  hint?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, help line and inline error of one form field. */
export function FormField({ id, label, error, hint, required, className, children }: TFormFieldProps) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {children}
      {hint && !error && <p className="text-xs text-muted-foreground">{hint}</p>}
      <FieldError id={fieldErrorId(id)} message={error} />
    </div>
  );
}

/** The first message per top-level field of a failed zod parse (or of an API's `fields`). */
export function firstIssueByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
