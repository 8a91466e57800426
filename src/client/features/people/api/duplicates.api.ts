import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MIN_PHONE_DIGITS, phoneDigitsOf, type TDuplicates } from '@shared/people/people.schema';
import { api } from '../../../lib/api';

/** How long typing pauses before the check asks the server. */
export const DUPLICATE_CHECK_DELAY_MS = 400;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** What is worth asking about: an email with an @, a phone with enough digits. */
export function duplicateLookup(email: string, phone: string): { email: string; phone: string } {
  const cleanEmail = email.trim().toLowerCase();
  const digits = phoneDigitsOf(phone);
  return { email: cleanEmail.includes('@') ? cleanEmail : '', phone: digits.length >= MIN_PHONE_DIGITS ? digits : '' };
}

/** The owner's people who already have this email or phone, checked once typing pauses. */
export function useDuplicatePeople(email: string, phone: string) {
  const lookup = useDebounced(duplicateLookup(email, phone), DUPLICATE_CHECK_DELAY_MS);
  const enabled = lookup.email !== '' || lookup.phone !== '';
  return useQuery({
    queryKey: ['people', 'duplicates', lookup.email, lookup.phone],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (lookup.email) params.set('email', lookup.email);
      if (lookup.phone) params.set('phone', lookup.phone);
      return api<TDuplicates>('GET', `/api/people/duplicates?${params}`, undefined, { signal });
    },
    enabled,
    placeholderData: keepPreviousData,
    select: (data) => (enabled ? data.matches : []),
  });
}
