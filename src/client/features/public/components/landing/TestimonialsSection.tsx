import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMarketingContent } from '../../api/marketing';
import { SectionHeading } from './SectionHeading';

/**
 * Quotes of real customers, as the operator publishes them (MARKETING_CONTENT_FILE). The product
 * invents none: without any, the section is not rendered at all.
 */
export function TestimonialsSection() {
  const { t } = useTranslation('public');
  const testimonials = useMarketingContent().data?.testimonials ?? [];
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="py-20" data-testid="landing-testimonials">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="testimonials-title" eyebrow={t('testimonials.eyebrow')} title={t('testimonials.title')} subtitle={t('testimonials.subtitle')} />
        <div className="mt-12 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((item) => (
            <figure key={item.name} className="flex flex-col rounded-xl border bg-card p-6">
              <Quote className="size-6 text-primary" aria-hidden="true" />
              <blockquote className="mt-3 flex-1 text-pretty">{item.quote}</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{item.name}</span>
                {item.role && <span className="block text-muted-foreground">{item.role}</span>}
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
