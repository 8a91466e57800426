import { useMemo, type FormEvent } from 'react';
import { UserRoundCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { filterCityInput, filterPhoneInput, truncateField } from '@shared/auth/input.rules';
import { ZProfileCompletion, type TProfile, type TProfileCompletion } from '@shared/profile/profile.schema';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormField, controlProps, focusFirstInvalid } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useSchemaForm, validateWith } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
import { countryOptions } from '../../auth/lib/countries';
import { translateAuthMessage } from '../../auth/lib/password-messages';
import { useUpdateProfile } from '../api/profile';

type TValues = Record<keyof TProfileCompletion, string>;
type TTextField = Exclude<keyof TValues, 'country'>;

const TEXT_FIELDS: { field: TTextField; filter: (value: string) => string; autoComplete: string; type?: string }[] = [
  { field: 'firstName', filter: truncateField, autoComplete: 'given-name' },
  { field: 'lastName', filter: truncateField, autoComplete: 'family-name' },
  { field: 'phone', filter: filterPhoneInput, autoComplete: 'tel', type: 'tel' },
  { field: 'city', filter: filterCityInput, autoComplete: 'address-level2' },
];

const validate = (values: TValues) => validateWith(ZProfileCompletion, values);

/** The missing details of the profile, in a dialog (ProfileCompletionDialog decides when). */
export function ProfileCompletionForm({ profile, onSkip }: { profile: TProfile; onSkip: () => void }) {
  const { t, i18n } = useTranslation('profile');
  const { t: tAuth } = useTranslation('auth');
  const update = useUpdateProfile();
  const form = useSchemaForm<TValues, TProfileCompletion>(
    {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      phone: profile.phone ?? '',
      country: profile.country ?? '',
      city: profile.city ?? '',
    },
    validate,
  );
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const error = (field: keyof TValues) => translateAuthMessage(tAuth, form.errorOf(field));

  // In the order of the registration form: names, phone, country, then city.
  const textField = ({ field, filter, autoComplete, type }: (typeof TEXT_FIELDS)[number]) => (
    <FormField key={field} id={`profile-completion-${field}`} label={t(`fields.${field}`)} error={error(field)} required>
      <Input
        {...controlProps(`profile-completion-${field}`, error(field), () => form.blur(field))}
        type={type ?? 'text'}
        autoComplete={autoComplete}
        aria-required
        value={form.values[field]}
        onChange={(event) => form.set(field, filter(event.target.value))}
      />
    </FormField>
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    update.mutate(body, {
      onSuccess: () => toast.success(t('completion.saved')),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.fields) form.setServerErrors(failure.fields);
        toast.error(t('completion.failed'), { description: failure instanceof ApiError && failure.status === 0 ? t('errors.network') : failure.message });
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onSkip()}>
      <DialogContent data-testid="profile-completion" className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        <DialogHeader>
          <span className="mb-1 grid size-11 place-items-center rounded-full bg-accent text-accent-foreground">
            <UserRoundCheck className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>{t('completion.title')}</DialogTitle>
          <DialogDescription>{t('completion.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('completion.title')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {TEXT_FIELDS.filter(({ field }) => field !== 'city').map(textField)}
            <FormField id="profile-completion-country" label={t('fields.country')} error={error('country')} required>
              <NativeSelect
                {...controlProps('profile-completion-country', error('country'), () => form.blur('country'))}
                autoComplete="country"
                aria-required
                value={form.values.country}
                onChange={(event) => form.set('country', event.target.value)}
                className={form.values.country ? undefined : 'text-muted-foreground'}
              >
                <option value="">{t('completion.chooseCountry')}</option>
                {countries.map((option) => (
                  <option key={option.code} value={option.code} className="text-foreground">
                    {option.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {TEXT_FIELDS.filter(({ field }) => field === 'city').map(textField)}
          </div>
          <p className="text-xs text-muted-foreground">{t('completion.later')}</p>
          <DialogFooter>
            <Button variant="outline" onClick={onSkip} disabled={update.isPending} data-testid="profile-completion-skip">
              {t('completion.skip')}
            </Button>
            <Button type="submit" disabled={update.isPending} data-testid="profile-completion-save">
              {update.isPending && <Spinner className="size-4 text-current" />}
              {t('completion.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
