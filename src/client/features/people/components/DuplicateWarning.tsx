import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDuplicateMatch, TPersonType } from '@shared/people/people.schema';
import { useDuplicatePeople } from '../api/duplicates.api';

/** Where a person of each kind opens. */
export function personHref(match: Pick<TDuplicateMatch, 'type' | 'id' | 'email'>): string {
  if (match.type === 'prospect') return `/prospects/${match.id}`;
  const q = new URLSearchParams({ q: match.email });
  return match.type === 'contact' ? `/contacts?${q}` : `/team?${q}`;
}

interface TDuplicateWarningProps {
  email: string;
  phone: string;
  /** When editing: the record itself, and the values it was saved with (not worth a warning again). */
  self?: { type: TPersonType; id: string; email: string; phone: string };
}

/**
 * Warns, before saving, that someone among the seller's people already has this email or phone,
 * with a link to them. It never blocks the form: two people may share a family phone.
 */
export function DuplicateWarning({ email, phone, self }: TDuplicateWarningProps) {
  const { t } = useTranslation('people');
  const sameEmail = self && email.trim().toLowerCase() === self.email.trim().toLowerCase();
  const samePhone = self && phone.replace(/\D/g, '') === self.phone.replace(/\D/g, '');
  const query = useDuplicatePeople(sameEmail ? '' : email, samePhone ? '' : phone);
  const matches = (query.data ?? []).filter((m) => !(self && m.type === self.type && m.id === self.id));
  if (matches.length === 0) return null;
  return (
    <div
      role="status"
      className="flex gap-2.5 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 sm:col-span-2 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
      data-testid="duplicate-warning"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
      <div className="grid gap-1">
        <ul className="grid gap-1">
          {matches.map((match) => (
            <li key={`${match.type}:${match.id}`}>
              {t(`duplicates.already.${match.type}`)}{' '}
              <Link to={personHref(match)} className="font-medium underline underline-offset-2 hover:no-underline" target="_blank" rel="noopener">
                {match.name}
              </Link>{' '}
              <span className="text-amber-800 dark:text-amber-200/80">({t(`duplicates.matchedOn.${match.matchedOn.join('_')}`)})</span>
            </li>
          ))}
        </ul>
        <p className="text-xs text-amber-800 dark:text-amber-200/80">{t('duplicates.canSave')}</p>
      </div>
    </div>
  );
}
