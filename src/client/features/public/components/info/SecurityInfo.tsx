import { Gauge, KeyRound, Lock, MailCheck, ShieldCheck, Smartphone, UserCheck } from 'lucide-react';
import { usePublicPagesTranslation } from '../../lib/use-public-pages-translation';
import { ContactAddress } from '../ContactAddress';
import { InfoCards, InfoSection } from './InfoCards';

export function SecurityInfo() {
  const { t } = usePublicPagesTranslation();
  return (
    <>
      <InfoCards
        prefix="info.security.items"
        items={[
          { key: 'passwords', icon: KeyRound },
          { key: 'verification', icon: MailCheck },
          { key: 'twoFactor', icon: Smartphone },
          { key: 'rateLimits', icon: Gauge },
          { key: 'https', icon: Lock },
          { key: 'isolation', icon: UserCheck },
        ]}
      />
      <InfoSection title={t('info.security.reportTitle')}>
        <div className="flex items-start gap-3 rounded-xl border bg-card p-5 text-sm">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" />
          <p className="text-muted-foreground">
            {t('info.security.reportText')}{' '}
            <ContactAddress kind="support" className="font-medium text-primary hover:underline" />
          </p>
        </div>
      </InfoSection>
    </>
  );
}
