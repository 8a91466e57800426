import { Link } from 'react-router';
import { ChevronRight, Gift, LifeBuoy, Scale, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

const LINKS: { to: string; key: 'comparePlans' | 'referral' | 'support'; icon: LucideIcon }[] = [
  { to: '/compare-plans', key: 'comparePlans', icon: Scale },
  { to: '/referral', key: 'referral', icon: Gift },
  { to: '/support', key: 'support', icon: LifeBuoy },
];

/** Where people go from their membership: the plans side by side, referrals, and help. */
export function QuickActions({ className }: { className?: string }) {
  const { t } = useTranslation('membership');
  return (
    <Card className={cn('flex flex-col', className)} data-testid="membership-quick-actions">
      <CardHeader>
        <CardTitle>{t('quick.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {LINKS.map(({ to, key, icon: Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className="group flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                data-testid={`membership-link-${key}`}
              >
                <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="grid min-w-0 flex-1">
                  <span className="text-sm font-medium">{t(`quick.${key}.title`)}</span>
                  <span className="text-xs text-muted-foreground group-hover:text-accent-foreground">{t(`quick.${key}.text`)}</span>
                </span>
                <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
