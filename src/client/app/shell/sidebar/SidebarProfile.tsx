import { Link } from 'react-router';
import { Link2, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { TProfile } from '@shared/profile/profile.schema';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMembershipStatus } from '../../../features/dashboard/membership-status';
import { cn } from '../../../lib/cn';
import { copyText } from '../../../lib/copy-text';
import { LogoutButton } from './LogoutButton';

interface Props {
  collapsed: boolean;
  profile: TProfile | undefined;
  /** The session's name, shown when the profile could not be loaded. */
  fallbackName: string;
}

function initialOf(name: string): string {
  return (name.trim()[0] ?? '?').toUpperCase();
}

async function copyAffiliateLink(referralCode: string, done: (ok: boolean) => void) {
  done(await copyText(`${window.location.origin}/register/${referralCode}`));
}

/** Who is signed in, their membership, their affiliate link, settings and logout. */
export function SidebarProfile({ collapsed, profile, fallbackName }: Props) {
  const { t } = useTranslation('shell');
  const status = useMembershipStatus(profile);
  const name = profile?.name || fallbackName;
  const avatar = (
    <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-foreground" aria-hidden="true">
      {initialOf(name)}
    </span>
  );

  if (collapsed) {
    return (
      <div className="flex flex-col items-center gap-1" data-testid="sidebar-profile">
        <Link to="/membership" title={name} aria-label={name}>
          {avatar}
        </Link>
        <LogoutButton />
      </div>
    );
  }

  return (
    <div className="space-y-2" data-testid="sidebar-profile">
      <div className="flex items-center gap-3">
        {avatar}
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" data-testid="sidebar-profile-name">
            {name}
          </p>
          {status ? (
            <Link
              to="/membership"
              className="line-clamp-2 block break-words text-xs text-muted-foreground hover:text-foreground hover:underline"
              data-testid="membership-status"
            >
              <span className={cn(status.ended && 'text-destructive')}>{status.summary}</span>
            </Link>
          ) : (
            <Skeleton className="mt-1 h-3 w-20" />
          )}
        </div>
      </div>
      <div className="flex items-center justify-between gap-1">
        <Button
          variant="ghost"
          size="sm"
          className="h-auto min-h-8 min-w-0 flex-1 justify-start whitespace-normal px-2 py-1.5 text-left leading-tight"
          disabled={!profile}
          data-testid="copy-affiliate-link"
          title={t('sidebar.profile.copyLinkHint')}
          onClick={() =>
            profile &&
            void copyAffiliateLink(profile.referralCode, (ok) =>
              ok ? toast.success(t('common:toasts.linkCopied')) : toast.error(t('common:toasts.copyFailed')),
            )
          }
        >
          <Link2 /> <span className="min-w-0 break-words">{t('sidebar.profile.copyLink')}</span>
        </Button>
        <Button asChild variant="ghost" size="icon" title={t('common:nav.settings')}>
          <Link to="/settings" aria-label={t('common:nav.settings')} data-testid="sidebar-settings">
            <Settings />
          </Link>
        </Button>
        <LogoutButton />
      </div>
    </div>
  );
}
