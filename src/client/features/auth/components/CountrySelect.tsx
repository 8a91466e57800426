import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/ui/select';
import { countryOptions } from '../lib/countries';
import { describedBy, FieldShell, fieldIds } from './FormField';

/** The ~195 countries by two-letter code, named and sorted in the interface language. */
export function CountrySelect({ value, onValue, error }: { value: string; onValue: (code: string) => void; error?: string }) {
  const { t, i18n } = useTranslation('auth');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  // The same option elements on every keystroke elsewhere in the form: React skips all 195.
  const options = useMemo(
    () =>
      countryOptions(lang).map((option) => (
        <option key={option.code} value={option.code} className="text-foreground">
          {option.name}
        </option>
      )),
    [lang],
  );
  const { id, errorId } = fieldIds('country');
  return (
    <FieldShell name="country" label={t('fields.country')} error={error}>
      <NativeSelect
        id={id}
        name="country"
        data-testid={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        autoComplete="country"
        aria-invalid={!!error}
        aria-describedby={describedBy(error && errorId)}
        className={value ? undefined : 'text-muted-foreground'}
      >
        <option value="">{t('placeholders.country')}</option>
        {options}
      </NativeSelect>
    </FieldShell>
  );
}
