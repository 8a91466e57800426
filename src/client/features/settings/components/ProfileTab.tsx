import { useMemo, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { filterCityInput, filterPhoneInput, truncateField } from '@shared/auth/input.rules';
import type { TProfile } from '@shared/profile/profile.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField, fieldErrorId } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
import { countryOptions } from '../../auth/lib/countries';
import { useUpdateProfile } from '../../profile/api/profile';
import { profileFormValues, validateProfileForm, type TProfileFormValues } from '../lib/profile-form';
import { useErrorText } from '../lib/use-error-text';
import { useValidationText } from '../lib/use-validation-text';
import { SettingsTextField } from './SettingsTextField';
import { SocialLinksFields } from './SocialLinksFields';

type TTextKey = Exclude<keyof TProfileFormValues, 'country'>;

/** Profile details and social links, saved together with PATCH /api/me. */
export function ProfileTab({ profile }: { profile: TProfile }) {
  const { t, i18n } = useTranslation('settings');
  const translate = useValidationText();
  const errorText = useErrorText();
  const update = useUpdateProfile();
  const form = useSchemaForm(profileFormValues(profile), validateProfileForm);
  const { values, set, blur, errorOf } = form;
  const lang = i18n.resolvedLanguage ?? i18n.language;
  // The same option elements on every keystroke elsewhere in the form: React skips all 195.
  const countries = useMemo(
    () =>
      countryOptions(lang).map((option) => (
        <option key={option.code} value={option.code} className="text-foreground">
          {option.name}
        </option>
      )),
    [lang],
  );

  const text = (key: TTextKey, filter: (value: string) => string = (v) => v) => ({
    id: `settings-profile-${key}`,
    label: t(`profile.fields.${key}`),
    value: values[key],
    onValue: (value: string) => set(key, filter(value)),
    onBlur: () => blur(key),
    error: translate(errorOf(key)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) {
      toast.error(t('profile.fixErrors'));
      return;
    }
    update.mutate(body, {
      onSuccess: (saved) => {
        form.reset(profileFormValues(saved));
        toast.success(t('profile.updated'));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) form.setServerErrors(error.fields);
        toast.error(t('profile.updateFailed'), { description: errorText(error) });
      },
    });
  };

  const countryError = translate(errorOf('country'));
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label={t('profile.title')}>
      <Card>
        <CardHeader>
          <CardTitle>{t('profile.title')}</CardTitle>
          <CardDescription>{t('profile.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <SettingsTextField {...text('firstName', truncateField)} required autoComplete="given-name" />
          <SettingsTextField {...text('lastName', truncateField)} required autoComplete="family-name" />
          <SettingsTextField
            id="settings-profile-email"
            label={t('profile.fields.email')}
            value={profile.email}
            onValue={() => undefined}
            readOnly
            hint={t('profile.emailHint')}
            className="sm:col-span-2"
            inputClassName="bg-muted text-muted-foreground"
          />
          <SettingsTextField {...text('phone', filterPhoneInput)} type="tel" inputMode="tel" autoComplete="tel" placeholder={t('profile.placeholders.phone')} />
          <SettingsTextField {...text('birthday')} type="date" autoComplete="bday" />
          <SettingsTextField {...text('company')} maxLength={100} autoComplete="organization" />
          <SettingsTextField {...text('address')} maxLength={200} autoComplete="street-address" />
          <SettingsTextField {...text('city', filterCityInput)} autoComplete="address-level2" />
          <FormField id="settings-profile-country" label={t('profile.fields.country')} error={countryError}>
            <NativeSelect
              id="settings-profile-country"
              data-testid="settings-profile-country"
              value={values.country}
              onChange={(event) => set('country', event.target.value)}
              onBlur={() => blur('country')}
              autoComplete="country"
              aria-invalid={countryError ? true : undefined}
              aria-describedby={countryError ? fieldErrorId('settings-profile-country') : undefined}
              className={values.country ? undefined : 'text-muted-foreground'}
            >
              <option value="">{t('profile.placeholders.country')}</option>
              {countries}
            </NativeSelect>
          </FormField>
          <SettingsTextField {...text('avatarUrl')} type="url" inputMode="url" placeholder="https://" />
          <SettingsTextField {...text('affiliateLink')} type="url" inputMode="url" placeholder="https://" hint={t('profile.affiliateHint')} />
        </CardContent>
      </Card>

      <SocialLinksFields values={values} onValue={set} onBlur={blur} errorOf={(field) => translate(errorOf(field))} />

      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending} data-testid="settings-profile-save" className="max-sm:w-full">
          {update.isPending ? <Spinner className="size-4 text-current" /> : <Save aria-hidden="true" />}
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
