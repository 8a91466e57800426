import { useEffect } from 'react';
import { SiteFooter } from '../../../app/shell/SiteFooter';
import { CallToActionSection } from './landing/CallToActionSection';
import { FeaturesSection } from './landing/FeaturesSection';
import { HeroSection } from './landing/HeroSection';
import { HowItWorksSection } from './landing/HowItWorksSection';
import { LandingHeader } from './landing/LandingHeader';
import { PricingSection } from './landing/PricingSection';
import { RenderLater } from './landing/RenderLater';
import { StatsSection } from './landing/StatsSection';
import { TestimonialsSection } from './landing/TestimonialsSection';
import { UseCasesSection } from './landing/UseCasesSection';
import { scrollToSection } from '../lib/motion';

/** Rendered after the hero, each in a task of its own (RenderLater). */
const BELOW_THE_FOLD = [StatsSection, FeaturesSection, HowItWorksSection, PricingSection, UseCasesSection, TestimonialsSection, CallToActionSection];

/**
 * A link to one of the page's sections (`/#pricing`) scrolls to it once the sections exist: the
 * browser looked for it when the page loaded, before any was rendered. Rendered after the last of
 * them (RenderLater runs in page order).
 */
function ScrollToLinkedSection() {
  useEffect(() => {
    // The sections' ids are plain words: a hash is looked up as written (decoding a malformed
    // one, `#%zz`, would throw and take the page down).
    const id = window.location.hash.slice(1);
    if (id) scrollToSection(id);
  }, []);
  return null;
}

/** The public landing page (spec 02 §2). Signed-in users may read it too; nothing redirects. */
export function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col overflow-x-clip">
      <LandingHeader />
      <main className="flex-1">
        <HeroSection />
        {BELOW_THE_FOLD.map((Section, i) => (
          <RenderLater key={i}>
            <Section />
          </RenderLater>
        ))}
      </main>
      <RenderLater>
        <SiteFooter />
        <ScrollToLinkedSection />
      </RenderLater>
    </div>
  );
}
