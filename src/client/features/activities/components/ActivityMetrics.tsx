import { Activity, CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/ui/stat-card';
import { useActivityMetrics } from '../api/activities.api';
import { formatCount } from '../lib/format';
import { ACTIVITY_TYPE_ICONS } from './activity-icons';

/** How many of the most frequent types get a card of their own. */
const TOP_TYPES = 3;

/** Total, completed, and the most frequent activity types. */
export function ActivityMetrics() {
  const { t, i18n } = useTranslation('activities');
  const { data, isError } = useActivityMetrics();
  if (isError) return null;
  const lang = i18n.language;
  const topTypes = data ? [...data.byType].filter((entry) => entry.count > 0).sort((a, b) => b.count - a.count).slice(0, TOP_TYPES) : [];
  return (
    <section className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5" aria-label={t('metrics.title')} data-testid="activity-metrics">
      <StatCard icon={Activity} label={t('metrics.total')} value={data && formatCount(data.total, lang)} testId="activity-metric-total" />
      <StatCard icon={CheckCircle2} label={t('metrics.completed')} value={data && formatCount(data.completed, lang)} testId="activity-metric-completed" />
      {topTypes.map((entry) => (
        <StatCard key={entry.type} icon={ACTIVITY_TYPE_ICONS[entry.type]} label={t(`type.${entry.type}`)} value={formatCount(entry.count, lang)} />
      ))}
    </section>
  );
}
