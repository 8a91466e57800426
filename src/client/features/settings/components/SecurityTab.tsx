import type { TProfile } from '@shared/profile/profile.schema';
import { ChangePasswordCard } from './ChangePasswordCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { TwoFactorCard } from './TwoFactorCard';

export function SecurityTab({ profile }: { profile: TProfile }) {
  return (
    <div className="grid gap-6">
      <ChangePasswordCard />
      <TwoFactorCard enabled={profile.twoFactorEnabled} />
      <DeleteAccountCard />
    </div>
  );
}
