import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TProductKey } from '@shared/billing/billing.rules';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { requestCheckout, usePlans } from '../../billing/api/plans.api';
import { followUrl } from '../../billing/lib/follow-url';

/** The message packs billing sells (`GET /api/billing/plans`), each bought through its checkout. */
export function MessagePacks({ className, onCheckout }: { className?: string; onCheckout?: () => void }) {
  const { t, i18n } = useTranslation('ai');
  const navigate = useNavigate();
  const plans = usePlans();
  const checkout = useMutation({
    mutationFn: requestCheckout,
    onSuccess: ({ url }) => {
      onCheckout?.();
      followUrl(url, navigate);
    },
    onError: () => toast.error(t('packs.failed')),
  });
  const price = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  const number = new Intl.NumberFormat(i18n.language);

  if (plans.isPending) return <Skeleton className={cn('h-32 w-full', className)} />;
  const packs = plans.data?.messagePacks ?? [];
  if (plans.isError || packs.length === 0) return <p className={cn('text-sm text-muted-foreground', className)}>{t('packs.unavailable')}</p>;
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-3', className)} data-testid="ai-message-packs">
      {packs.map((pack) => (
        <li key={pack.product} className={cn('relative flex flex-col gap-2 rounded-lg border bg-card p-4', pack.popular && 'border-primary ring-1 ring-primary')}>
          {pack.popular && <Badge className="absolute -top-2.5 right-3">{t('packs.popular')}</Badge>}
          <p className="text-lg font-bold tabular-nums">{t('packs.messages', { count: pack.messages, formatted: number.format(pack.messages) })}</p>
          <p className="text-sm text-muted-foreground">{price.format(pack.priceCents / 100)}</p>
          <Button
            size="sm"
            variant={pack.popular ? 'default' : 'outline'}
            className="mt-auto"
            disabled={checkout.isPending}
            onClick={() => checkout.mutate(pack.product as TProductKey)}
            data-testid={`ai-pack-${pack.product}`}
          >
            {t('packs.buy')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
