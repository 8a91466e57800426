import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TTheme } from '@shared/profile/profile.schema';
import { Button } from '../ui/button';
import { applyTheme, useTheme } from '../../lib/theme';

export function ThemeToggle({ onChange }: { onChange?: (theme: TTheme) => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      data-testid="theme-toggle"
      aria-label={t(next === 'dark' ? 'theme.switchToDark' : 'theme.switchToLight')}
      title={t(next === 'dark' ? 'theme.switchToDark' : 'theme.switchToLight')}
      onClick={() => {
        applyTheme(next);
        onChange?.(next);
      }}
    >
      {theme === 'dark' ? <Sun /> : <Moon />}
    </Button>
  );
}
