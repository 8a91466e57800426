import { isSubscriptionProduct, messagePackSize } from '@shared/billing/billing.rules';

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

/** A product key as the reader says it: "Premium Pro, monthly", "500 AI messages". */
export function productLabel(product: string, t: TTranslate, language: string): string {
  if (isSubscriptionProduct(product)) return t(`billing:products.${product}`);
  const messages = messagePackSize(product);
  if (messages !== null) return t('billing:products.messages', { count: messages, formatted: messages.toLocaleString(language) });
  return product;
}
