import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

interface TFieldProps {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control and inline error of one field. */
export function Field({ id, label, error, required, className, children }: TFieldProps) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-destructive" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </Label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

interface TTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
}

export function TextField({ id, label, value, onValue, error, required, className, ...props }: TTextFieldProps) {
  return (
    <Field id={id} label={label} error={error} required={required} className={className}>
      <Input
        id={id}
        data-testid={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={!!error}
        aria-required={required}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
    </Field>
  );
}
