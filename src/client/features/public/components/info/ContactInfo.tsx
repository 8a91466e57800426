import { Link } from 'react-router';
import { LifeBuoy, Mail, ShieldCheck, type LucideIcon } from 'lucide-react';
import { usePublicPagesTranslation } from '../../lib/use-public-pages-translation';
import { CONTACT_EMAILS } from '../../public.constants';

const CHANNELS: { key: keyof typeof CONTACT_EMAILS; icon: LucideIcon }[] = [
  { key: 'support', icon: Mail },
  { key: 'privacy', icon: ShieldCheck },
];

export function ContactInfo() {
  const { t } = usePublicPagesTranslation();
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        {CHANNELS.map(({ key, icon: Icon }) => (
          <article key={key} className="rounded-xl border bg-card p-6">
            <span className="grid size-10 place-items-center rounded-lg bg-accent text-accent-foreground">
              <Icon className="size-5" />
            </span>
            <h2 className="mt-4 font-semibold">{t(`info.contact.${key}.title`)}</h2>
            <p className="mt-1.5 text-sm text-muted-foreground">{t(`info.contact.${key}.description`)}</p>
            <a href={`mailto:${CONTACT_EMAILS[key]}`} className="mt-4 inline-block break-all font-medium text-primary hover:underline" data-testid={`contact-${key}`}>
              {CONTACT_EMAILS[key]}
            </a>
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
