import { ChevronDown } from 'lucide-react';

export type TFaqItem = { id: string; question: string; answer: string };

/** Questions as native disclosure widgets: keyboard and screen-reader support come for free. */
export function FaqList({ items }: { items: TFaqItem[] }) {
  return (
    <div className="divide-y rounded-xl border bg-card">
      {items.map((item) => (
        <details key={item.id} className="group px-5 py-4" data-testid={`faq-${item.id}`}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" />
          </summary>
          <p className="mt-3 whitespace-pre-line text-sm text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
