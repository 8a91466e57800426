import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { FieldError } from '../../../components/ui/field-error';
import { cn } from '../../../lib/cn';

/** Ids of a field: the input (also its test id) and its inline error. */
export function fieldIds(name: string) {
  return { id: `auth-${name}`, errorId: `auth-${name}-error` };
}

export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

interface TFieldShellProps {
  name: string;
  label: string;
  error?: string;
  className?: string;
  children: ReactNode;
  /** Shown under the error, e.g. the password rules list. */
  after?: ReactNode;
}

/** Label, control, inline error and any extra help of one field. */
export function FieldShell({ name, label, error, className, children, after }: TFieldShellProps) {
  const { id, errorId } = fieldIds(name);
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={errorId} message={error} />
      {after}
    </div>
  );
}

interface TTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name'> {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  /** Ids of extra descriptions (e.g. the password rules list). */
  describedIds?: string;
  after?: ReactNode;
}

export function TextField({ name, label, value, onValue, error, className, describedIds, after, ...props }: TTextFieldProps) {
  const { id, errorId } = fieldIds(name);
  return (
    <FieldShell name={name} label={label} error={error} className={className} after={after}>
      <Input
        id={id}
        name={name}
        data-testid={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={!!error}
        aria-describedby={describedBy(error && errorId, describedIds)}
        {...props}
      />
    </FieldShell>
  );
}

/** A password input with a show/hide toggle; extra content (the rules list) goes below it. */
export function PasswordField({ name, label, value, onValue, error, className, describedIds, after, ...props }: TTextFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const { id, errorId } = fieldIds(name);
  return (
    <FieldShell name={name} label={label} error={error} className={className} after={after}>
      <div className="relative">
        <Input
          id={id}
          name={name}
          data-testid={id}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={!!error}
          aria-describedby={describedBy(error && errorId, describedIds)}
          className="pr-10"
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={visible ? t('actions.hidePassword') : t('actions.showPassword')}
          aria-controls={id}
          aria-pressed={visible}
        >
          {visible ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
        </button>
      </div>
    </FieldShell>
  );
}
