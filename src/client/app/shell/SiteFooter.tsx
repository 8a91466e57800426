import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, ChevronUp, CreditCard, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

const COLUMNS = [
  { title: 'footer.product', links: [['footer.features', '/features'], ['footer.pricing', '/pricing'], ['footer.api', '/api'], ['footer.integrations', '/integrations']] },
  { title: 'footer.company', links: [['footer.about', '/about'], ['footer.careers', '/careers'], ['footer.blog', '/blog'], ['footer.press', '/press']] },
  { title: 'footer.support', links: [['footer.help', '/help'], ['footer.contact', '/contact'], ['footer.status', '/status'], ['footer.security', '/security']] },
] as const;

const LEGAL = [['footer.privacy', '/privacy'], ['footer.terms', '/terms'], ['footer.cookies', '/cookies']] as const;

/**
 * The site footer. On app pages it starts collapsed to a single line (`collapsible`), so the
 * work area keeps its height; the control expands the link columns.
 */
export function SiteFooter({ collapsible = false }: { collapsible?: boolean }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(!collapsible);
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-card/60 text-sm" data-testid="site-footer">
      {expanded && (
        <div className="mx-auto grid max-w-6xl gap-8 px-6 py-8 sm:grid-cols-3">
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={t(column.title)}>
              <h2 className="mb-3 font-semibold">{t(column.title)}</h2>
              <ul className="space-y-2 text-muted-foreground">
                {column.links.map(([label, to]) => (
                  <li key={to}>
                    <Link to={to} className="hover:text-foreground">
                      {t(label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      )}
      <div className={cn('mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-6 py-4 text-muted-foreground', expanded && 'border-t')}>
        <span>{t('footer.copyright', { year })}</span>
        <nav className="flex flex-wrap gap-x-4 gap-y-1" aria-label={t('footer.legal')}>
          {LEGAL.map(([label, to]) => (
            <Link key={to} to={to} className="hover:text-foreground">
              {t(label)}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-3">
          <span className="inline-flex items-center gap-1 rounded border px-2 py-0.5 text-xs text-success dark:border-success/40" title={t('footer.sslBadge')}>
            <ShieldCheck className="size-3.5" /> {t('footer.sslBadge')}
          </span>
          <span className="inline-flex items-center gap-1 rounded border px-2 py-0.5 text-xs text-primary dark:border-primary/40" title={t('footer.paymentsBadge')}>
            <CreditCard className="size-3.5" /> {t('footer.paymentsBadge')}
          </span>
          {collapsible && (
            <Button variant="ghost" size="sm" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded} data-testid="footer-toggle">
              {expanded ? <ChevronDown /> : <ChevronUp />}
              {t(expanded ? 'footer.collapse' : 'footer.expand')}
            </Button>
          )}
        </div>
      </div>
    </footer>
  );
}
