import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TComplianceFinding } from '@shared/ai/compliance.rules';

/**
 * The claims a message for a prospect must not make: each flagged phrase highlighted, with the
 * safer wording to use instead (in the language the phrase was written in).
 */
export function ComplianceFindings({ findings }: { findings: TComplianceFinding[] }) {
  const { t } = useTranslation('ai');
  if (findings.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-md border border-success/30 bg-success/10 p-2 text-xs text-foreground" data-testid="ai-compliance-ok">
        <ShieldCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
        {t('compliance.ok')}
      </p>
    );
  }
  return (
    <div className="space-y-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-xs" role="status" data-testid="ai-compliance-findings">
      <p className="flex items-center gap-2 font-semibold text-foreground">
        <ShieldAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
        {t('compliance.flagged', { count: findings.length })}
      </p>
      <ul className="space-y-2">
        {findings.map((finding) => (
          <li key={`${finding.ruleId}-${finding.start}`} className="space-y-1" data-testid="ai-compliance-finding">
            <p>
              <span className="font-medium">{t(`compliance.category.${finding.category}`)}: </span>
              <mark className="rounded bg-destructive/15 px-1 text-foreground">{finding.phrase}</mark>
            </p>
            <p>
              <span className="text-muted-foreground">{t('compliance.saferWording')} </span>
              <span className="font-medium" data-testid="ai-compliance-safer">
                {finding.saferWording}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
