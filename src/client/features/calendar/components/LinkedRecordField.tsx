import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TComboOption } from '../../../components/ui/combobox';
import { FieldError } from '../../../components/ui/field-error';
import { fieldErrorId } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from '../../../components/ui/option-select';
import { QueryCombobox } from '../../../components/ui/query-combobox';
import { useProspectOptions } from '../../prospects/api/prospects.api';
import { useMemberOptions } from '../../team/api/team.api';
import { useContactOptions } from '../api/contact-options';
import { LINK_TYPES, type TLinkType } from '../lib/calendar-item-form';

const OPTIONS: Record<TLinkType, (q: string, enabled: boolean) => UseQueryResult<TComboOption[]>> = {
  prospect: useProspectOptions,
  contact: useContactOptions,
  teamMember: (q, enabled) => useMemberOptions(q, enabled),
};

interface TLinkedRecordFieldProps {
  linkType: TLinkType;
  linked: TComboOption | null;
  /** Reminders and activities are about a prospect only: the kind is then fixed. */
  prospectOnly: boolean;
  /** A reminder needs its prospect. */
  required: boolean;
  error: string | undefined;
  onLinkType: (linkType: TLinkType) => void;
  onLinked: (linked: TComboOption | null) => void;
  onBlur: () => void;
}

/** The person an item is about: a prospect, a contact or a team member, searched by name. */
export function LinkedRecordField({ linkType, linked, prospectOnly, required, error, onLinkType, onLinked, onBlur }: TLinkedRecordFieldProps) {
  const { t } = useTranslation('calendar');
  const id = 'calendar-item-linked';
  return (
    <fieldset className="grid gap-1.5 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium">
        {prospectOnly ? t('form.prospect') : t('form.linked')}
        {required && (
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="grid gap-2 sm:grid-cols-[10rem_1fr]">
        <Label htmlFor="calendar-item-linkType" className="sr-only">
          {t('form.linkType')}
        </Label>
        <OptionSelect
          id="calendar-item-linkType"
          data-testid="calendar-item-linkType"
          options={prospectOnly ? (['prospect'] as const) : LINK_TYPES}
          labelOf={(type) => t(`linkTypes.${type}`)}
          value={prospectOnly ? 'prospect' : linkType}
          disabled={prospectOnly}
          onChange={(e) => onLinkType(e.target.value as TLinkType)}
        />
        <Label htmlFor={id} className="sr-only">
          {t(`linkTypes.${linkType}`)}
        </Label>
        <QueryCombobox
          key={linkType}
          id={id}
          data-testid={id}
          aria-invalid={!!error}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          value={linked}
          onChange={onLinked}
          onBlur={onBlur}
          useOptions={OPTIONS[linkType]}
          labels={{ placeholder: t(`form.pick.${linkType}`), search: t('form.search'), empty: t('form.noMatches'), clear: t('form.clearLinked') }}
        />
      </div>
      <FieldError id={fieldErrorId(id)} message={error} />
    </fieldset>
  );
}
