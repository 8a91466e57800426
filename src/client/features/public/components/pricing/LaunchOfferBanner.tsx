import { Clock, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TBillingPlans } from '@shared/billing/billing.schema';
import { dateTimeFormat } from '../../../../lib/intl';
import { formatPrice } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';

function formatDay(iso: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}

/**
 * The launch offer: its prices and the places left while it runs, or why it is over (sold out,
 * or its end date passed). Nothing when there is no offer at all.
 */
export function LaunchOfferBanner({ plans, headingLevel = 2 }: { plans: TBillingPlans; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('public');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const locale = useLocale();
  const { launchOffer: offer, premium, currency } = plans;
  if (offer.active) {
    return (
      <section
        className="mx-auto mb-8 flex max-w-4xl flex-col gap-3 rounded-xl border border-primary/30 bg-accent p-4 text-accent-foreground sm:flex-row sm:items-center sm:justify-between"
        aria-labelledby="launch-offer-title"
        data-testid="launch-offer"
        data-state="active"
      >
        <div className="flex items-start gap-3">
          <Sparkles className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="grid gap-1">
            <Heading id="launch-offer-title" className="font-semibold">
              {t('pricing.launch.title')}
            </Heading>
            <p className="text-sm">
              {t('pricing.launch.text', {
                monthly: formatPrice(premium.launchMonthlyCents, locale, currency),
                yearly: formatPrice(premium.launchYearlyCents, locale, currency),
                total: offer.slotsTotal,
              })}
              {offer.endsAt && <> {t('pricing.launch.endsOn', { date: formatDay(offer.endsAt, locale) })}</>}
            </p>
          </div>
        </div>
        <p className="shrink-0 self-start rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground sm:self-center" data-testid="launch-offer-slots">
          {t('pricing.launch.placesLeft', { count: offer.slotsLeft })}
        </p>
      </section>
    );
  }
  if (!offer.endedReason) return null;
  const ended =
    offer.endedReason === 'sold_out'
      ? t('pricing.launch.soldOut', { total: offer.slotsTotal })
      : offer.endsAt
        ? t('pricing.launch.expiredOn', { date: formatDay(offer.endsAt, locale) })
        : t('pricing.launch.expired');
  return (
    <section
      className="mx-auto mb-8 flex max-w-4xl items-start gap-3 rounded-xl border bg-muted/50 p-4"
      aria-labelledby="launch-offer-title"
      data-testid="launch-offer"
      data-state={offer.endedReason}
    >
      <Clock className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid gap-1">
        <Heading id="launch-offer-title" className="font-semibold">
          {t('pricing.launch.endedTitle')}
        </Heading>
        <p className="text-sm text-muted-foreground">{ended}</p>
      </div>
    </section>
  );
}
