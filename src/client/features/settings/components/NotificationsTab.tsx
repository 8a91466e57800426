import { Bell, Crown, Lock, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { hasFeature, type TFeatureKey } from '@shared/membership/features';
import type { TNotificationPrefs, TProfile } from '@shared/profile/profile.schema';
import { useUpgradePrompt } from '../../../components/premium/UpgradePrompt';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useOptimisticProfileUpdate } from '../api/settings.api';
import { useErrorText } from '../lib/use-error-text';
import { FollowUpRulesCard } from './FollowUpRulesCard';
import { SettingSwitch } from './SettingSwitch';

type TPrefKey = keyof TNotificationPrefs;

/** The preferences by channel (spec 02 §3); team activity emails come with team analytics. */
const GROUPS: { channel: 'email' | 'inApp'; icon: typeof Mail; prefs: { key: TPrefKey; feature?: TFeatureKey }[] }[] = [
  {
    channel: 'email',
    icon: Mail,
    prefs: [{ key: 'emailNewFeatures' }, { key: 'emailGoalUpdates' }, { key: 'emailTeamActivity', feature: 'ADVANCED_TEAM_ANALYTICS' }],
  },
  {
    channel: 'inApp',
    icon: Bell,
    prefs: [{ key: 'inAppGoalProgress' }, { key: 'inAppNewProspect' }, { key: 'inAppSystemUpdates' }],
  },
];

/** Each switch saves at once; the screen shows the choice before the server answers. */
export function NotificationsTab({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const update = useOptimisticProfileUpdate();
  const upgrade = useUpgradePrompt();

  const change = (key: TPrefKey, value: boolean) =>
    update.mutate(
      { notificationPrefs: { [key]: value } },
      { onError: (error) => toast.error(t('notifications.saveFailed'), { description: errorText(error) }) },
    );

  return (
    <div className="grid gap-6">
      {GROUPS.map(({ channel, icon: Icon, prefs }) => (
        <Card key={channel}>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Icon className="size-5 text-primary" aria-hidden="true" />
              {t(`notifications.${channel}.title`)}
            </CardTitle>
            <CardDescription>{t(`notifications.${channel}.description`)}</CardDescription>
          </CardHeader>
          <CardContent className="divide-y">
            {prefs.map(({ key, feature }) => {
              const locked = !!feature && !hasFeature(profile, feature);
              const label = t(`notifications.prefs.${key}.label`);
              return (
                <SettingSwitch
                  key={key}
                  testId={`settings-notification-${key}`}
                  label={label}
                  description={t(`notifications.prefs.${key}.description`)}
                  checked={!locked && profile.notificationPrefs[key]}
                  onCheckedChange={(value) => change(key, value)}
                  disabled={locked}
                  badge={
                    feature && (
                      <Badge variant="outline" className="gap-1 border-warning/50 text-amber-800 dark:text-warning">
                        {locked ? <Lock className="size-3" aria-hidden="true" /> : <Crown className="size-3" aria-hidden="true" />}
                        {t('notifications.premium')}
                      </Badge>
                    )
                  }
                  footer={
                    locked && (
                      <Button variant="link" size="sm" className="h-auto justify-start p-0" onClick={() => upgrade.open({ feature: label })}>
                        <Lock aria-hidden="true" />
                        {t('notifications.unlock')}
                      </Button>
                    )
                  }
                />
              );
            })}
          </CardContent>
        </Card>
      ))}
      <FollowUpRulesCard premium={hasFeature(profile, 'AUTOMATED_FOLLOW_UPS')} />
    </div>
  );
}
