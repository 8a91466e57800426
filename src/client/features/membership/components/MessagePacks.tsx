import { MessageSquare, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TBillingPlans, TProductKey } from '@shared/billing/billing.schema';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { CheckoutButton } from '../../billing/components/BillingActions';
import { formatCents } from '../../dashboard/format';

/** The AI message packs on sale, the popular one marked, with the messages the account has in hand. */
export function MessagePacks({ plans, additionalMessages }: { plans: TBillingPlans | undefined; additionalMessages: number | undefined }) {
  const { t, i18n } = useTranslation('membership');
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <Card data-testid="message-packs">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>{t('packs.title')}</CardTitle>
          <CardDescription>{t('packs.text')}</CardDescription>
        </div>
        {additionalMessages === undefined ? (
          <Skeleton className="h-7 w-44 rounded-full" />
        ) : (
          <p className="flex shrink-0 items-center gap-2 self-start rounded-full bg-muted px-3 py-1 text-sm" data-testid="additional-messages">
            <MessageSquare className="size-4 text-primary" aria-hidden="true" />
            {t('packs.inHand', { count: additionalMessages, formatted: number(additionalMessages) })}
          </p>
        )}
      </CardHeader>
      <CardContent>
        {!plans ? (
          <div className="grid gap-4 sm:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-40 w-full" />
            ))}
          </div>
        ) : plans.messagePacks.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('packs.none')}</p>
        ) : (
          <ul className="grid gap-4 pt-2 sm:grid-cols-2 lg:grid-cols-3">
            {plans.messagePacks.map((pack) => (
              <li
                key={pack.product}
                className={cn('relative flex flex-col gap-3 rounded-xl border p-5', pack.popular && 'border-primary ring-1 ring-primary')}
                data-testid="message-pack"
              >
                {pack.popular && (
                  <Badge className="absolute -top-3 left-5 gap-1">
                    <Sparkles className="size-3" aria-hidden="true" /> {t('packs.popular')}
                  </Badge>
                )}
                <h3 className="flex items-baseline gap-1.5">
                  <span className="text-3xl font-bold tracking-tight">{number(pack.messages)}</span>
                  <span className="text-sm text-muted-foreground">{t('packs.messages', { count: pack.messages })}</span>
                </h3>
                <p className="text-lg font-semibold">{formatCents(pack.priceCents, i18n.language)}</p>
                <p className="text-xs text-muted-foreground">
                  {t('packs.perHundred', { price: formatCents(Math.round((pack.priceCents * 100) / pack.messages), i18n.language) })}
                </p>
                <CheckoutButton product={pack.product as TProductKey} variant={pack.popular ? 'default' : 'outline'} className="mt-auto" testId={`buy-${pack.product}`}>
                  {t('packs.buy', { count: pack.messages, formatted: number(pack.messages) })}
                </CheckoutButton>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
