import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { THEMES, type TProfile, type TTheme } from '@shared/profile/profile.schema';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { applyTheme, useTheme } from '../../../lib/theme';
import { useOptimisticProfileUpdate } from '../api/settings.api';
import { useErrorText } from '../lib/use-error-text';
import { RadioCards } from './RadioCards';
import { SettingSwitch } from './SettingSwitch';

/** A small drawing of the app in a theme; its colours are fixed so each card shows its own theme. */
function ThemePreview({ theme }: { theme: TTheme }) {
  const dark = theme === 'dark';
  return (
    <span aria-hidden="true" className={cn('flex h-20 overflow-hidden rounded-md border', dark ? 'border-slate-700 bg-slate-900' : 'border-slate-200 bg-slate-50')}>
      <span className={cn('w-1/4', dark ? 'bg-slate-800' : 'bg-white')} />
      <span className="flex flex-1 flex-col gap-1.5 p-2">
        <span className={cn('h-2 w-1/2 rounded', dark ? 'bg-slate-600' : 'bg-slate-300')} />
        <span className={cn('h-2 w-3/4 rounded', dark ? 'bg-slate-700' : 'bg-slate-200')} />
        <span className="mt-auto h-3 w-1/3 rounded bg-indigo-500" />
      </span>
    </span>
  );
}

/**
 * Light or dark only: the product deliberately does not follow the system theme. Also the AI
 * assistant's floating button.
 */
export function AppearanceTab({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const theme = useTheme();
  const update = useOptimisticProfileUpdate();

  const chooseTheme = (next: TTheme) => {
    applyTheme(next);
    update.mutate({ theme: next }, { onError: () => toast.error(t('common:toasts.preferenceSaveFailed')) });
  };

  const toggleAssistant = (aiSidebarEnabled: boolean) =>
    update.mutate({ aiSidebarEnabled }, { onError: (error) => toast.error(t('appearance.assistant.saveFailed'), { description: errorText(error) }) });

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('appearance.theme.title')}</CardTitle>
          <CardDescription>{t('appearance.theme.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <RadioCards
            label={t('appearance.theme.title')}
            value={theme}
            onValueChange={chooseTheme}
            testIdPrefix="settings-theme"
            className="sm:max-w-xl sm:grid-cols-2"
            options={THEMES.map((value) => ({
              value,
              title: t(`appearance.theme.${value}`),
              description: t(`appearance.theme.${value}Description`),
              visual: <ThemePreview theme={value} />,
            }))}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Bot className="size-5 text-primary" aria-hidden="true" />
            {t('appearance.assistant.title')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <SettingSwitch
            testId="settings-ai-sidebar"
            label={t('appearance.assistant.label')}
            description={t('appearance.assistant.description')}
            checked={profile.aiSidebarEnabled}
            onCheckedChange={toggleAssistant}
          />
        </CardContent>
      </Card>
    </div>
  );
}
