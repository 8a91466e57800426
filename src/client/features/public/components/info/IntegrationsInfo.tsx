import { Bot, Code, CreditCard, FileSpreadsheet, LogIn, Mail } from 'lucide-react';
import { usePublicPagesTranslation } from '../../lib/use-public-pages-translation';
import { Badge } from '../../../../components/ui/badge';
import { usePublicConfig } from '../../../../lib/public-config';
import { InfoCards } from './InfoCards';

/** Google and Microsoft sign-in depend on this server's configuration; the page says which are on. */
function SignInState() {
  const { t } = usePublicPagesTranslation();
  const { data } = usePublicConfig();
  if (!data) return null;
  const enabled = (['google', 'microsoft'] as const).filter((provider) => data.oauth[provider]);
  return (
    <Badge variant={enabled.length ? 'success' : 'outline'}>
      {enabled.length ? t('info.integrations.enabledHere') : t('info.integrations.notEnabledHere')}
    </Badge>
  );
}

export function IntegrationsInfo() {
  return (
    <InfoCards
      prefix="info.integrations.items"
      items={[
        { key: 'csv', icon: FileSpreadsheet },
        { key: 'signIn', icon: LogIn, extra: <SignInState /> },
        { key: 'stripe', icon: CreditCard },
        { key: 'ai', icon: Bot },
        { key: 'email', icon: Mail },
        { key: 'api', icon: Code },
      ]}
    />
  );
}
