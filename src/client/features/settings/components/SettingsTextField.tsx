import type { InputHTMLAttributes } from 'react';
import { FormField, fieldErrorId } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

interface TSettingsTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
  inputClassName?: string;
}

/** A labelled text input with its inline error; its id is also its test id. */
export function SettingsTextField({ id, label, value, onValue, error, hint, required, className, inputClassName, ...props }: TSettingsTextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required} className={className}>
      <Input
        id={id}
        data-testid={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
        aria-required={required || undefined}
        className={inputClassName}
        {...props}
      />
    </FormField>
  );
}
