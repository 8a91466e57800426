import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS } from '@shared/profile/profile.schema';
import { FieldError } from '../../../components/ui/field-error';
import { FormField, fieldErrorId } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { TSocialFormValues } from '../lib/social-links';

interface TSocialLinksFieldsProps {
  /** The start of each input's id and test id: `contact` gives `contact-social-linkedin`. */
  prefix: string;
  values: TSocialFormValues;
  onChange: (next: TSocialFormValues) => void;
  onBlur?: () => void;
  /** The schema reports a bad profile on the whole map, so one message shows under the group. */
  error?: string;
}

/** One input per social network, for a prospect's or a contact's profiles. */
export function SocialLinksFields({ prefix, values, onChange, onBlur, error }: TSocialLinksFieldsProps) {
  const { t } = useTranslation('people');
  const errorId = fieldErrorId(`${prefix}-socialMedia`);
  return (
    <>
      {SOCIAL_NETWORKS.map((network) => {
        const id = `${prefix}-social-${network}`;
        return (
          <FormField key={network} id={id} label={t(`social.${network}`)}>
            <Input
              id={id}
              data-testid={id}
              value={values[network]}
              maxLength={300}
              placeholder={t(network === 'whatsapp' ? 'social.whatsappPlaceholder' : 'social.placeholder')}
              aria-invalid={!!error}
              aria-describedby={error ? errorId : undefined}
              onBlur={onBlur}
              onChange={(e) => onChange({ ...values, [network]: e.target.value })}
            />
          </FormField>
        );
      })}
      <FieldError id={errorId} message={error} className="sm:col-span-2" />
    </>
  );
}
