import type { ReactNode } from 'react';
import type { TContactAddresses } from '@shared/common/settings';
import { Skeleton } from '../../../components/ui/skeleton';
import { useContactAddresses } from '../lib/use-contact-addresses';

/** A mailto link to one of the operator's addresses, a placeholder of its size while it loads. */
export function ContactAddress({ kind, className, icon, testId }: { kind: keyof TContactAddresses; className?: string; icon?: ReactNode; testId?: string }) {
  const address = useContactAddresses()?.[kind];
  if (!address) return <Skeleton className="inline-block h-5 w-48 align-middle" />;
  return (
    <a href={`mailto:${address}`} className={className} data-testid={testId}>
      {icon}
      {address}
    </a>
  );
}
