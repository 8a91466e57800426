import { useTranslation } from 'react-i18next';
import type { TAiUsage } from '@shared/ai/chat.schema';
import { Badge } from '../../../components/ui/badge';
import { usageBadgeOf } from '@shared/ai/quota.rules';

/** The messages left this month, coloured as spec 01 §4.6 says. */
export function UsageBadge({ usage }: { usage: TAiUsage }) {
  const { t, i18n } = useTranslation('ai');
  const variant = usageBadgeOf(usage.remaining);
  return (
    <Badge variant={variant} data-testid="ai-usage-badge" data-variant={variant} className="whitespace-nowrap tabular-nums">
      {t('usage.badge', { count: Math.max(0, usage.remaining), formatted: new Intl.NumberFormat(i18n.language).format(Math.max(0, usage.remaining)) })}
    </Badge>
  );
}
