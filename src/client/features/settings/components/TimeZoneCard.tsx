import { useMemo, useState } from 'react';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TProfile } from '@shared/profile/profile.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { browserTimeZone, formatDateTime, hasManualTimeZone, rememberManualTimeZone, timeZoneNames } from '../../../lib/time-zone';
import { useOptimisticProfileUpdate } from '../api/settings.api';

/**
 * The seller's time zone: when reminders fall due and where calendar days begin. It follows this
 * device unless the seller picks one here (then this device keeps that choice).
 */
export function TimeZoneCard({ profile }: { profile: TProfile }) {
  const { t, i18n } = useTranslation('settings');
  const update = useOptimisticProfileUpdate();
  const device = browserTimeZone();
  const [manual, setManual] = useState(hasManualTimeZone);
  const zones = useMemo(() => timeZoneNames(profile.timeZone), [profile.timeZone]);
  const now = formatDateTime(new Date().toISOString(), i18n.language, profile.timeZone, { timeStyle: 'short' });

  const choose = (zone: string, chosenByHand: boolean) => {
    rememberManualTimeZone(chosenByHand);
    setManual(chosenByHand);
    update.mutate({ timeZone: zone }, { onError: () => toast.error(t('language.timeZone.saveFailed')) });
  };

  return (
    <Card data-testid="settings-time-zone">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Globe className="size-5 text-primary" aria-hidden="true" />
          {t('language.timeZone.title')}
        </CardTitle>
        <CardDescription>{t('language.timeZone.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid gap-1.5 sm:max-w-md">
          <Label htmlFor="settings-time-zone-select">{t('language.timeZone.label')}</Label>
          <NativeSelect id="settings-time-zone-select" data-testid="settings-time-zone-select" value={profile.timeZone} onChange={(e) => choose(e.target.value, e.target.value !== device)}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </NativeSelect>
          <p className="text-xs text-muted-foreground">{t('language.timeZone.now', { time: now })}</p>
        </div>
        <p className="text-sm text-muted-foreground">{manual ? t('language.timeZone.manual') : t('language.timeZone.automatic')}</p>
        {(manual || profile.timeZone !== device) && (
          <Button variant="outline" className="justify-self-start" onClick={() => choose(device, false)} data-testid="settings-time-zone-device">
            {t('language.timeZone.useDevice', { zone: device.replaceAll('_', ' ') })}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
