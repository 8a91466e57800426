import { Link } from 'react-router';
import {
  BarChart3, Bell, Bot, CalendarDays, CircleDollarSign, Columns3, FileText, Filter, Flame, Gift,
  Goal, LayoutDashboard, LifeBuoy, ListChecks, Megaphone, Network, PhoneCall, Shield, Upload, UserRound, Users,
} from 'lucide-react';
import { usePublicPagesTranslation } from '../../lib/use-public-pages-translation';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { InfoCards, InfoSection, type TInfoCard } from './InfoCards';

/** The modules of the product (spec 02 §1 and the core app), grouped as a seller meets them. */
const GROUPS: { key: string; items: (TInfoCard & { premium?: boolean })[] }[] = [
  {
    key: 'selling',
    items: [
      { key: 'dashboard', icon: LayoutDashboard },
      { key: 'prospects', icon: UserRound },
      { key: 'activities', icon: PhoneCall },
      { key: 'tasks', icon: ListChecks },
      { key: 'pipeline', icon: Columns3 },
      { key: 'calendar', icon: CalendarDays },
      { key: 'goals', icon: Goal },
      { key: 'commissions', icon: CircleDollarSign },
      { key: 'referral', icon: Gift },
    ],
  },
  {
    key: 'premium',
    items: [
      { key: 'hotLeads', icon: Flame, premium: true },
      { key: 'followUps', icon: Bell, premium: true },
      { key: 'funnel', icon: Filter, premium: true },
      { key: 'reports', icon: FileText, premium: true },
      { key: 'import', icon: Upload, premium: true },
      { key: 'ai', icon: Bot, premium: true },
    ],
  },
  {
    key: 'teams',
    items: [
      { key: 'team', icon: Users },
      { key: 'teamAnalytics', icon: BarChart3, premium: true },
      { key: 'customTeams', icon: Network, premium: true },
    ],
  },
  {
    key: 'service',
    items: [
      { key: 'support', icon: LifeBuoy },
      { key: 'messages', icon: Megaphone },
      { key: 'admin', icon: Shield },
    ],
  },
];

export function FeaturesInfo() {
  const { t } = usePublicPagesTranslation();
  return (
    <>
      {GROUPS.map((group) => (
        <InfoSection key={group.key} title={t(`info.features.groups.${group.key}`)}>
          <InfoCards
            prefix="info.features.modules"
            items={group.items.map((item) => ({
              ...item,
              extra: item.premium ? <Badge variant="secondary">{t('info.features.premiumBadge')}</Badge> : undefined,
            }))}
          />
        </InfoSection>
      ))}
      <div className="mt-12 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/register">{t('hero.getStartedFree')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/pricing">{t('pricing.compareLink')}</Link>
        </Button>
      </div>
    </>
  );
}
