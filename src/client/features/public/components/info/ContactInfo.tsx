import { Link } from 'react-router';
import { Handshake, LifeBuoy, Mail, ShieldCheck, type LucideIcon } from 'lucide-react';
import { usePublicPagesTranslation } from '../../lib/use-public-pages-translation';
import type { TContactAddresses } from '@shared/common/settings';
import { ContactAddress } from '../ContactAddress';

const CHANNELS: { key: keyof TContactAddresses; icon: LucideIcon }[] = [
  { key: 'support', icon: Mail },
  { key: 'sales', icon: Handshake },
  { key: 'privacy', icon: ShieldCheck },
];

export function ContactInfo() {
  const { t } = usePublicPagesTranslation();
  return (
    <>
      <div className="grid gap-4 md:grid-cols-3">
        {CHANNELS.map(({ key, icon: Icon }) => (
          <article key={key} className="rounded-xl border bg-card p-6">
            <span className="grid size-10 place-items-center rounded-lg bg-accent text-accent-foreground">
              <Icon className="size-5" />
            </span>
            <h2 className="mt-4 font-semibold">{t(`info.contact.${key}.title`)}</h2>
            <p className="mt-1.5 text-sm text-muted-foreground">{t(`info.contact.${key}.description`)}</p>
            <p className="mt-4">
              <ContactAddress kind={key} className="break-all font-medium text-primary hover:underline" testId={`contact-${key}`} />
            </p>
          </article>
        ))}
      </div>
      <div className="mt-6 flex items-start gap-3 rounded-xl border bg-muted/40 p-5 text-sm">
        <LifeBuoy className="mt-0.5 size-5 shrink-0 text-primary" />
        <p className="text-muted-foreground">
          {t('info.contact.signedIn')}{' '}
          <Link to="/support" className="font-medium text-primary hover:underline">
            {t('info.help.openSupport')}
          </Link>
        </p>
      </div>
    </>
  );
}
