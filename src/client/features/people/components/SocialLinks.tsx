import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS } from '@shared/profile/profile.schema';
import { cn } from '../../../lib/cn';
import { socialHref, type TSocialNetwork } from '../lib/social-links';

interface TSocialLinksProps {
  socialMedia: Partial<Record<TSocialNetwork, string>>;
  /** `compact`: network names as small links (lists); `full`: a label and the saved text per line (detail). */
  variant?: 'compact' | 'full';
  className?: string;
}

/** A person's saved social profiles as links; a value that cannot be a safe link shows as text. */
export function SocialLinks({ socialMedia, variant = 'compact', className }: TSocialLinksProps) {
  const { t } = useTranslation('people');
  const saved = SOCIAL_NETWORKS.filter((network) => socialMedia[network]?.trim());
  if (saved.length === 0) return null;
  if (variant === 'compact') {
    return (
      <ul className={cn('flex flex-wrap gap-x-2 gap-y-0.5 text-xs', className)} aria-label={t('social.title')} data-testid="social-links">
        {saved.map((network) => {
          const href = socialHref(network, socialMedia[network] ?? '');
          return (
            <li key={network}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline" title={socialMedia[network]}>
                  {t(`social.${network}`)}
                </a>
              ) : (
                <span className="text-muted-foreground" title={socialMedia[network]}>
                  {t(`social.${network}`)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <dl className={cn('grid gap-3', className)} data-testid="social-links">
      {saved.map((network) => {
        const value = socialMedia[network] ?? '';
        const href = socialHref(network, value);
        return (
          <div key={network} className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
            <dt className="text-sm text-muted-foreground">{t(`social.${network}`)}</dt>
            <dd className="min-w-0 break-words text-sm">
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-primary hover:underline">
                  <span className="break-all">{value}</span>
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
