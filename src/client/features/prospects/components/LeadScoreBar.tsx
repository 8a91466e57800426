import { useTranslation } from 'react-i18next';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { leadScoreBarClass } from '../lib/status-colors';

export function LeadScoreBar({ score, className, showValue = true, label }: { score: number; className?: string; showValue?: boolean; label?: string }) {
  const { t } = useTranslation('prospects');
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Progress value={score} label={label ?? t('fields.leadScore')} className="flex-1" barClassName={leadScoreBarClass(score)} />
      {showValue && <span className="w-8 text-right text-xs font-medium tabular-nums text-muted-foreground">{score}</span>}
    </div>
  );
}
