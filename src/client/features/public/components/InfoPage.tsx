import type { ComponentType } from 'react';
import {
  Activity, Blocks, Briefcase, Code, Info, LayoutGrid, LifeBuoy, Mail, Newspaper, PenLine, ShieldCheck, Tag, type LucideIcon,
} from 'lucide-react';
import { usePublicPagesTranslation } from '../lib/use-public-pages-translation';
import { PublicShell } from '../../../app/shell/PublicShell';
import { AboutInfo } from './info/AboutInfo';
import { ApiInfo } from './info/ApiInfo';
import { ContactInfo } from './info/ContactInfo';
import { EmptyChannelInfo } from './info/EmptyChannelInfo';
import { FeaturesInfo } from './info/FeaturesInfo';
import { HelpInfo } from './info/HelpInfo';
import type { TInfoPage } from './info/info.pages';
import { IntegrationsInfo } from './info/IntegrationsInfo';
import { PricingInfo } from './info/PricingInfo';
import { SecurityInfo } from './info/SecurityInfo';
import { StatusInfo } from './info/StatusInfo';


const PAGES: Record<TInfoPage, { icon: LucideIcon; Body: ComponentType }> = {
  features: { icon: LayoutGrid, Body: FeaturesInfo },
  pricing: { icon: Tag, Body: PricingInfo },
  api: { icon: Code, Body: ApiInfo },
  integrations: { icon: Blocks, Body: IntegrationsInfo },
  about: { icon: Info, Body: AboutInfo },
  careers: { icon: Briefcase, Body: () => <EmptyChannelInfo channel="careers" /> },
  blog: { icon: PenLine, Body: () => <EmptyChannelInfo channel="blog" /> },
  press: { icon: Newspaper, Body: () => <EmptyChannelInfo channel="press" /> },
  help: { icon: LifeBuoy, Body: HelpInfo },
  contact: { icon: Mail, Body: ContactInfo },
  status: { icon: Activity, Body: StatusInfo },
  security: { icon: ShieldCheck, Body: SecurityInfo },
};

/** The public information pages linked from the landing menu and the site footer. */
export function InfoPage({ page }: { page: TInfoPage }) {
  const { t } = usePublicPagesTranslation();
  const { icon: Icon, Body } = PAGES[page];
  return (
    <PublicShell>
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-14" data-testid="info-page" data-page={page}>
        <header className="mb-10 max-w-3xl">
          <span className="grid size-11 place-items-center rounded-xl bg-primary/10 text-primary">
            <Icon className="size-5" />
          </span>
          <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{t(`info.${page}.title`)}</h1>
          <p className="mt-3 text-pretty text-lg text-muted-foreground">{t(`info.${page}.lead`)}</p>
        </header>
        <Body />
      </div>
    </PublicShell>
  );
}
