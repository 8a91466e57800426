import * as z from 'zod';

/**
 * The parts of Stripe's event objects the webhook reads, parsed loosely: Stripe adds fields with
 * every API version, and moved some (an invoice's subscription now sits under `parent`, a
 * subscription's period end on its items), so both places are read.
 */
const ZRef = z.union([z.string(), z.object({ id: z.string() }).loose()]).transform((v) => (typeof v === 'string' ? v : v.id));
const ZMetadata = z.record(z.string(), z.string()).nullish();
const ZPeriod = z.object({ start: z.number(), end: z.number() }).loose();

export const ZSessionObject = z
  .object({
    id: z.string().min(1),
    client_reference_id: z.string().nullish(),
    metadata: ZMetadata,
    customer: ZRef.nullish(),
    subscription: ZRef.nullish(),
    invoice: ZRef.nullish(),
    amount_total: z.number().int().nullish(),
    currency: z.string().nullish(),
    payment_status: z.string(),
    mode: z.string(),
  })
  .loose();
export type TSessionObject = z.infer<typeof ZSessionObject>;

export const ZInvoiceObject = z
  .object({
    id: z.string().min(1),
    customer: ZRef.nullish(),
    billing_reason: z.string().nullish(),
    amount_paid: z.number().int().nullish(),
    amount_due: z.number().int().nullish(),
    currency: z.string().nullish(),
    subscription: ZRef.nullish(),
    parent: z.object({ subscription_details: z.object({ subscription: ZRef.nullish(), metadata: ZMetadata }).loose().nullish() }).loose().nullish(),
    lines: z.object({ data: z.array(z.object({ period: ZPeriod.nullish() }).loose()) }).loose().nullish(),
    period_start: z.number().nullish(),
    period_end: z.number().nullish(),
  })
  .loose();
export type TInvoiceObject = z.infer<typeof ZInvoiceObject>;

export const ZSubscriptionObject = z
  .object({
    id: z.string().min(1),
    customer: ZRef.nullish(),
    status: z.string(),
    cancel_at_period_end: z.boolean().nullish(),
    current_period_end: z.number().nullish(),
    ended_at: z.number().nullish(),
    metadata: ZMetadata,
    items: z
      .object({ data: z.array(z.object({ current_period_end: z.number().nullish(), price: z.object({ id: z.string() }).loose().nullish() }).loose()) })
      .loose()
      .nullish(),
  })
  .loose();
export type TSubscriptionObject = z.infer<typeof ZSubscriptionObject>;

export const HANDLED_EVENTS = ['checkout.session.completed', 'invoice.paid', 'invoice.payment_failed', 'customer.subscription.updated', 'customer.subscription.deleted'] as const;
export type THandledEvent = (typeof HANDLED_EVENTS)[number];

export const fromUnix = (seconds: number | null | undefined): Date | null => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

export function invoiceSubscriptionId(invoice: TInvoiceObject): string | null {
  return invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
}

export function invoicePeriod(invoice: TInvoiceObject): { start: Date | null; end: Date | null } {
  const line = invoice.lines?.data.find((l) => l.period)?.period;
  return { start: fromUnix(line?.start ?? invoice.period_start), end: fromUnix(line?.end ?? invoice.period_end) };
}

export function subscriptionPeriodEnd(subscription: TSubscriptionObject): Date | null {
  return fromUnix(subscription.items?.data[0]?.current_period_end ?? subscription.current_period_end);
}
