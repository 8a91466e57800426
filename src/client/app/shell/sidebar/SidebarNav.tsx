import { Link, useLocation } from 'react-router';
import { ExternalLink, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { hasFeature } from '@shared/membership/features';
import type { TMembershipState } from '@shared/membership/membership.rules';
import { cn } from '../../../lib/cn';
import { useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { NAV_GROUPS, isNavItemActive, type TNavItem } from './nav-items';

interface Props {
  collapsed: boolean;
  isAdmin: boolean;
  /** The signed-in account's plan; premium entries stay locked until it is known. */
  membership: TMembershipState | undefined;
}

const itemClass = (collapsed: boolean, active = false) =>
  cn(
    'group flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    collapsed && 'justify-center px-0',
    active && 'bg-accent font-medium text-accent-foreground',
  );

function NavEntry({ item, collapsed, locked }: { item: TNavItem; collapsed: boolean; locked: boolean }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const upgrade = useUpgradePrompt();
  const label = t(`common:nav.${item.labelKey}`);
  const Icon = item.icon;
  const content = (
    <>
      <span className="relative shrink-0">
        <Icon className="size-4" aria-hidden="true" />
        {locked && collapsed && <Lock className="absolute -right-1.5 -top-1.5 size-2.5 text-warning" aria-hidden="true" />}
      </span>
      {!collapsed && <span className="min-w-0 flex-1 truncate text-left">{label}</span>}
      {!collapsed && locked && <Lock className="size-3.5 shrink-0 text-warning" aria-hidden="true" />}
      {!collapsed && item.external && <ExternalLink className="size-3.5 shrink-0 opacity-60" aria-hidden="true" />}
    </>
  );
  const testId = `nav-${item.testId}`;
  const title = collapsed ? label : undefined;

  if (locked) {
    return (
      <button
        type="button"
        className={itemClass(collapsed)}
        onClick={() => upgrade.open({ feature: label })}
        data-testid={testId}
        data-locked="true"
        title={collapsed ? label : t('sidebar.locked')}
        aria-label={`${label} (${t('sidebar.locked')})`}
      >
        {content}
      </button>
    );
  }
  if (item.external) {
    return (
      <a
        href={item.to}
        target="_blank"
        rel="noopener noreferrer"
        className={itemClass(collapsed)}
        data-testid={testId}
        title={title}
        aria-label={`${label} ${t('sidebar.opensInNewTab')}`}
      >
        {content}
      </a>
    );
  }
  const active = isNavItemActive(item, pathname);
  return (
    <Link
      to={item.to}
      className={itemClass(collapsed, active)}
      aria-current={active ? 'page' : undefined}
      data-testid={testId}
      title={title}
      aria-label={collapsed ? label : undefined}
    >
      {content}
    </Link>
  );
}

/** The three groups of links; a premium entry is locked without its feature (spec 01 §6). */
export function SidebarNav({ collapsed, isAdmin, membership }: Props) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('sidebar.navLabel')} className="space-y-4">
      {NAV_GROUPS.map((group) => {
        const heading = t(`sidebar.groups.${group.headingKey}`);
        return (
          <section key={group.headingKey} aria-label={heading}>
            {collapsed ? (
              <hr className="mx-2 mb-2" />
            ) : (
              <h2 className="mb-1 px-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">{heading}</h2>
            )}
            <ul className="space-y-0.5">
              {group.items
                .filter((item) => !item.adminOnly || isAdmin)
                .map((item) => (
                  <li key={item.testId}>
                    <NavEntry item={item} collapsed={collapsed} locked={!!item.feature && !(membership && hasFeature(membership, item.feature))} />
                  </li>
                ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
