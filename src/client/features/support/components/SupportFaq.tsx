import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { usePublicConfig } from '../../../lib/public-config';
import { FAQ_KEYS } from '../lib/support-display';

/** The support centre's ten questions, one open at a time; the trial's length is the server's setting. */
export function SupportFaq() {
  const { t } = useTranslation('support');
  const config = usePublicConfig();
  const trialDays = config.data?.trialDays;
  const answerOf = (key: (typeof FAQ_KEYS)[number]) => {
    if (key !== 'trial') return t(`faq.items.${key}.answer`);
    return trialDays ? t('faq.items.trial.answer', { duration: t('faq.duration', { count: trialDays }) }) : t('faq.items.trial.answerPending');
  };

  return (
    <Card data-testid="support-faq">
      <CardHeader>
        <CardTitle>{t('faq.title')}</CardTitle>
        <CardDescription>{t('faq.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Accordion.Root type="single" collapsible className="divide-y rounded-lg border">
          {FAQ_KEYS.map((key) => (
            <Accordion.Item key={key} value={key} data-testid={`support-faq-${key}`}>
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-4 px-4 py-3 text-left text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring">
                    {t(`faq.items.${key}.question`)}
                    <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180" aria-hidden="true" />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="px-4 pb-4 text-sm leading-relaxed text-muted-foreground">{answerOf(key)}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </CardContent>
    </Card>
  );
}
