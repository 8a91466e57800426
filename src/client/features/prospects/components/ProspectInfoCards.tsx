import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProspect } from '@shared/prospects/prospects.schema';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatCalendarDate, formatDate, formatDateTime } from '../lib/format';
import { SocialLinks } from '../../people/components/SocialLinks';
import { LeadScoreBar } from './LeadScoreBar';
import { ProspectStatusBadge } from './ProspectStatusBadge';

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3" data-testid={testId}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function NotSet() {
  const { t } = useTranslation('prospects');
  return <span className="text-muted-foreground">{t('detail.notSet')}</span>;
}

export function ProspectContactCard({ prospect }: { prospect: TProspect }) {
  const { t, i18n } = useTranslation('prospects');
  return (
    <InfoCard title={t('detail.contact')}>
      <dl className="grid gap-3">
        <Item label={t('fields.email')}>
          <a href={`mailto:${prospect.email}`} className="text-primary hover:underline">
            {prospect.email}
          </a>
        </Item>
        <Item label={t('fields.phone')}>
          {prospect.phone ? (
            <a href={`tel:${prospect.phone.replace(/[^\d+]/g, '')}`} className="text-primary hover:underline">
              {prospect.phone}
            </a>
          ) : (
            <NotSet />
          )}
        </Item>
        <Item label={t('fields.companyName')}>{prospect.companyName ?? <NotSet />}</Item>
        <Item label={t('fields.industry')}>{prospect.industry ?? <NotSet />}</Item>
        <Item label={t('fields.address')}>{prospect.address ? <span className="whitespace-pre-line">{prospect.address}</span> : <NotSet />}</Item>
        <Item label={t('fields.birthday')}>{prospect.birthday ? formatCalendarDate(prospect.birthday, i18n.language) : <NotSet />}</Item>
        <Item label={t('fields.source')}>{prospect.source ? t(`sources.${prospect.source}`) : <NotSet />}</Item>
      </dl>
    </InfoCard>
  );
}

export function ProspectPipelineCard({ prospect }: { prospect: TProspect }) {
  const { t, i18n } = useTranslation('prospects');
  return (
    <InfoCard title={t('detail.pipeline')}>
      <dl className="grid gap-3">
        <Item label={t('fields.status')}>
          <ProspectStatusBadge status={prospect.status} />
        </Item>
        <Item label={t('fields.leadScore')} testId="prospect-lead-score">
          <LeadScoreBar score={prospect.leadScore} className="max-w-64" />
        </Item>
        <Item label={t('fields.funnelStage')}>
          {prospect.funnelStage ? (
            <span>
              {t(`funnelStages.${prospect.funnelStage}`)}
              {prospect.stageUpdatedAt && (
                <span className="block text-xs text-muted-foreground">
                  {t('detail.stageSince', { date: formatDateTime(prospect.stageUpdatedAt, i18n.language) })}
                </span>
              )}
            </span>
          ) : (
            <NotSet />
          )}
        </Item>
        <Item label={t('fields.predictiveScore')} testId="prospect-predictive-score">
          <LeadScoreBar score={prospect.predictiveScore} label={t('fields.predictiveScore')} className="max-w-64" />
        </Item>
        <Item label={t('fields.interactionCount')} testId="prospect-interaction-count">
          {prospect.interactionCount.toLocaleString(i18n.language)}
        </Item>
        <Item label={t('fields.lastActivityAt')} testId="prospect-last-activity">
          {prospect.lastActivityAt ? formatDateTime(prospect.lastActivityAt, i18n.language) : t('detail.never')}
        </Item>
        <Item label={t('fields.lastContacted')}>{prospect.lastContacted ? formatDateTime(prospect.lastContacted, i18n.language) : t('detail.never')}</Item>
        <Item label={t('fields.createdAt')}>{formatDate(prospect.createdAt, i18n.language)}</Item>
        <Item label={t('fields.updatedAt')}>{formatDate(prospect.updatedAt, i18n.language)}</Item>
      </dl>
    </InfoCard>
  );
}

export function ProspectSocialCard({ prospect }: { prospect: TProspect }) {
  const { t } = useTranslation('prospects');
  const hasAny = Object.values(prospect.socialMedia).some((value) => value?.trim());
  return (
    <InfoCard title={t('detail.social')}>
      {hasAny ? <SocialLinks socialMedia={prospect.socialMedia} variant="full" /> : <p className="text-sm text-muted-foreground">{t('detail.noSocial')}</p>}
    </InfoCard>
  );
}

export function ProspectNotesCard({ prospect }: { prospect: TProspect }) {
  const { t } = useTranslation('prospects');
  return (
    <InfoCard title={t('detail.notesAndTags')}>
      <div className="grid gap-4">
        {prospect.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('fields.tags')}>
            {prospect.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
                {tag}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('detail.noTags')}</p>
        )}
        {prospect.notes ? (
          <p className="whitespace-pre-wrap break-words text-sm">{prospect.notes}</p>
        ) : (
          <p className="text-sm text-muted-foreground">{t('detail.noNotes')}</p>
        )}
      </div>
    </InfoCard>
  );
}
