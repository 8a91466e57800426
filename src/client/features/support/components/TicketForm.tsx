import type { FormEvent } from 'react';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_CATEGORIES,
  TICKET_MESSAGE_MAX,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_DEFAULT,
  TICKET_SUBJECT_MAX,
  ZTicketCreate,
  type TSupportCategory,
  type TSupportTicket,
  type TTicketPriority,
} from '@shared/support/support.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FieldError } from '../../../components/ui/field-error';
import { FormField, fieldBindings, fieldErrorId, focusFirstInvalid } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/option-select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { useSchemaForm, validateWith } from '../../../components/ui/use-schema-form';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useCreateTicket } from '../api/support.api';
import { CATEGORY_ICONS } from '../lib/support-display';
import { useSupportText } from './use-support-text';

interface TTicketFormValues {
  category: TSupportCategory | '';
  subject: string;
  priority: TTicketPriority;
  message: string;
}

const EMPTY: TTicketFormValues = { category: '', subject: '', priority: TICKET_PRIORITY_DEFAULT, message: '' };
const validate = (values: TTicketFormValues) => validateWith(ZTicketCreate, values);
const CATEGORY_ID = 'support-category';

/** The support centre's form: a category first (spec 02 §2), then subject, priority and message. */
export function TicketForm({ onCreated }: { onCreated?: (ticket: TSupportTicket) => void }) {
  const { t } = useTranslation('support');
  const text = useSupportText();
  const create = useCreateTicket();
  const form = useSchemaForm(EMPTY, validate);
  const errorOf = (field: keyof TTicketFormValues) => text(form.errorOf(field));
  const { control, shell } = fieldBindings('support', (field: keyof TTicketFormValues) => t(`form.${field}`), { blur: form.blur, error: errorOf });
  const categoryError = errorOf('category');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const body = form.submit();
    if (!body) return focusFirstInvalid(target);
    create.mutate(body, {
      onSuccess: (ticket) => {
        toast.success(t('toasts.created'));
        form.reset(EMPTY);
        onCreated?.(ticket);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) {
          form.setServerErrors(error.fields);
          toast.error(t('toasts.fixErrors'));
        } else if (error instanceof ApiError && error.status === 401) toast.error(t('toasts.loginRequired'));
        else toast.error(t('toasts.createFailed'), error instanceof ApiError && error.status === 0 ? { description: t('toasts.unreachable') } : undefined);
      },
    });
  };

  return (
    <Card data-testid="support-ticket-form">
      <CardHeader>
        <CardTitle>{t('form.title')}</CardTitle>
        <CardDescription>{t('form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('form.title')}>
          <fieldset className="grid gap-2" aria-describedby={categoryError ? fieldErrorId(CATEGORY_ID) : undefined}>
            <legend className="mb-2 text-sm font-medium">
              {t('form.category')}
              <span className="ml-0.5 text-destructive" aria-hidden="true">
                *
              </span>
            </legend>
            <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 xl:grid-cols-3">
              {SUPPORT_CATEGORIES.map((category) => {
                const Icon = CATEGORY_ICONS[category];
                return (
                  <label
                    key={category}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 transition-colors hover:bg-accent',
                      'has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                      categoryError && 'border-destructive/60',
                    )}
                    data-testid={`support-category-${category}`}
                  >
                    <input
                      type="radio"
                      name={CATEGORY_ID}
                      value={category}
                      checked={form.values.category === category}
                      onChange={() => form.set('category', category)}
                      onBlur={() => form.blur('category')}
                      aria-invalid={!!categoryError}
                      className="sr-only"
                    />
                    <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                    <span className="grid min-w-0 gap-0.5">
                      <span className="text-sm font-medium">{t(`categories.${category}`)}</span>
                      <span className="text-xs text-muted-foreground">{t(`categoryHints.${category}`)}</span>
                    </span>
                  </label>
                );
              })}
            </div>
            <FieldError id={fieldErrorId(CATEGORY_ID)} message={categoryError} />
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem]">
            <FormField {...shell('subject', true)}>
              <Input
                {...control('subject')}
                value={form.values.subject}
                onChange={(event) => form.set('subject', event.target.value)}
                maxLength={TICKET_SUBJECT_MAX}
                placeholder={t('form.subjectPlaceholder')}
              />
            </FormField>
            <FormField {...shell('priority')}>
              <OptionSelect
                {...control('priority')}
                options={TICKET_PRIORITIES}
                labelOf={(priority) => t(`priority.${priority}`)}
                value={form.values.priority}
                onChange={(event) => form.set('priority', event.target.value as TTicketPriority)}
              />
            </FormField>
          </div>

          <FormField {...shell('message', true)}>
            <Textarea
              {...control('message')}
              value={form.values.message}
              onChange={(event) => form.set('message', event.target.value)}
              maxLength={TICKET_MESSAGE_MAX}
              rows={6}
              placeholder={t('form.messagePlaceholder')}
            />
            <p className="justify-self-end text-xs text-muted-foreground" aria-live="off">
              {t('form.characters', { count: form.values.message.length, max: TICKET_MESSAGE_MAX })}
            </p>
          </FormField>

          <Button type="submit" disabled={create.isPending} className="justify-self-start max-sm:w-full" data-testid="support-submit">
            {create.isPending ? <Spinner className="size-4 text-current" /> : <Send aria-hidden="true" />}
            {create.isPending ? t('form.sending') : t('form.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
