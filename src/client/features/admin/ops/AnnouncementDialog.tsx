import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_AUDIENCES, ZAnnouncementCreate, type TAnnouncement, type TAnnouncementAudience } from '@shared/announcements/announcements.schema';
import { ValidatedDialogForm } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { OptionSelect } from '../../../components/ui/option-select';
import { Textarea } from '../../../components/ui/textarea';
import { validateWith } from '../../../components/ui/use-schema-form';
import { ANNOUNCEMENT_CONTENT_STYLES } from '../../announcements/lib/content-styles';
import { sanitizeAnnouncementHtml } from '../../announcements/lib/sanitize';
import { announcementMutations } from './api/ops.api';
import { OpsFormDialog, useOpsForm } from './OpsFormDialog';

interface TValues {
  title: string;
  content: string;
  targetAudience: TAnnouncementAudience;
}

const validate = (values: TValues) => validateWith(ZAnnouncementCreate, values);

/** Creates an announcement, or edits `announcement`; the content is basic HTML, previewed as users will see it. */
export function AnnouncementDialog({ open, onOpenChange, announcement }: { open: boolean; onOpenChange: (open: boolean) => void; announcement: TAnnouncement | null }) {
  return (
    <OpsFormDialog open={open} onOpenChange={onOpenChange} section="announcements" editing={!!announcement} className="sm:max-w-2xl" testId="announcement-dialog">
      <AnnouncementForm announcement={announcement} onDone={() => onOpenChange(false)} />
    </OpsFormDialog>
  );
}

function AnnouncementForm({ announcement, onDone }: { announcement: TAnnouncement | null; onDone: () => void }) {
  const { t } = useTranslation('adminOps');
  const { form, control, shell, onValid, actions } = useOpsForm<TValues>({
    section: 'announcements',
    editing: announcement,
    initial: { title: announcement?.title ?? '', content: announcement?.content ?? '', targetAudience: announcement?.targetAudience ?? 'all_users' },
    validate,
    create: announcementMutations.useCreate(),
    update: announcementMutations.useUpdate(),
    onDone,
    createLabel: t('announcements.publish'),
    prefix: 'announcement',
  });
  const content = useDeferredValue(form.values.content);
  const preview = useMemo(() => sanitizeAnnouncementHtml(content), [content]);

  return (
    <ValidatedDialogForm submit={form.submit} onValid={onValid} onInvalid={() => undefined} actions={actions}>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <FormField {...shell('title', true)}>
          <Input {...control('title')} value={form.values.title} onChange={(event) => form.set('title', event.target.value)} maxLength={200} autoFocus />
        </FormField>
        <FormField {...shell('targetAudience')}>
          <OptionSelect
            {...control('targetAudience')}
            options={ANNOUNCEMENT_AUDIENCES}
            labelOf={(value) => t(`announcements.audiences.${value}`)}
            value={form.values.targetAudience}
            onChange={(event) => form.set('targetAudience', event.target.value as TAnnouncementAudience)}
          />
        </FormField>
        <FormField {...shell('content', true, 'sm:col-span-2')} hint={t('announcements.contentHint')}>
          <Textarea
            {...control('content')}
            value={form.values.content}
            onChange={(event) => form.set('content', event.target.value)}
            rows={6}
            maxLength={20_000}
            className="font-mono text-xs"
          />
        </FormField>
        <section className="grid gap-1.5 sm:col-span-2" aria-labelledby="announcement-preview-title">
          <h3 id="announcement-preview-title" className="text-sm font-medium">
            {t('announcements.preview')}
          </h3>
          <div className="min-h-16 rounded-md border bg-muted/30 p-3" data-testid="announcement-preview">
            {preview ? (
              <div className={ANNOUNCEMENT_CONTENT_STYLES} dangerouslySetInnerHTML={{ __html: preview }} />
            ) : (
              <p className="text-sm text-muted-foreground">{t('announcements.previewEmpty')}</p>
            )}
          </div>
        </section>
      </div>
    </ValidatedDialogForm>
  );
}
