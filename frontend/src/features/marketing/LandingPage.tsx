import { ClosingCta } from './ClosingCta';
import { CustomerLogos } from './CustomerLogos';
import { DashboardPitch } from './DashboardPitch';
import { DemoSection } from './DemoSection';
import { FaqSection } from './FaqSection';
import { FeaturesSection } from './FeaturesSection';
import { LandingHero } from './LandingHero';
import type { PageMeta } from './page-meta';
import { usePageMeta } from './use-page-meta';

export const handle: PageMeta = {
  title: 'Online bestellen en afhalen voor restaurants',
  description:
    'Bestelklaar is de eenvoudigste manier om je klanten online te laten bestellen: een eigen webshop met afhaalmomenten, veilige online betaling en een overzichtelijk dashboard.',
};

export function Component() {
  usePageMeta(handle);
  return (
    <>
      <LandingHero />
      <FeaturesSection />
      <DashboardPitch />
      <DemoSection />
      <CustomerLogos />
      <FaqSection />
      <ClosingCta />
    </>
  );
}
