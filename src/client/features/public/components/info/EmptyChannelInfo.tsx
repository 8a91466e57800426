import { Link } from 'react-router';
import { Briefcase, Newspaper, PenLine, type LucideIcon } from 'lucide-react';
import { usePublicPagesTranslation } from '../../lib/use-public-pages-translation';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useContactAddresses } from '../../lib/use-contact-addresses';

export type TEmptyChannel = 'careers' | 'blog' | 'press';

const ICONS: Record<TEmptyChannel, LucideIcon> = { careers: Briefcase, blog: PenLine, press: Newspaper };

/** Careers, blog and press have nothing published yet, and say so instead of showing samples. */
export function EmptyChannelInfo({ channel }: { channel: TEmptyChannel }) {
  const { t } = usePublicPagesTranslation();
  const Icon = ICONS[channel];
  const support = useContactAddresses()?.support;
  return (
    <div className="rounded-xl border border-dashed bg-card px-6 py-14 text-center" data-testid="empty-channel">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{t(`info.${channel}.emptyTitle`)}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">{t(`info.${channel}.emptyText`)}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {support ? (
          <Button asChild variant="outline">
            <a href={`mailto:${support}`}>{support}</a>
          </Button>
        ) : (
          <Skeleton className="h-9 w-48" />
        )}
        <Button asChild variant="ghost">
          <Link to="/contact">{t('cta.contact')}</Link>
        </Button>
      </div>
    </div>
  );
}
