import { Link } from 'react-router';
import { Button, Hero } from '@bestelklaar/design-system';
import { TRIAL_MAIL } from './provider-mails';
import { TodayOrdersPreview } from './TodayOrdersPreview';

export function LandingHero() {
  return (
    <Hero
      eyebrow="Voor restaurants, traiteurs en delicatessenzaken"
      title="De eenvoudigste manier om je klanten online te laten bestellen"
      lead="Bestelklaar geeft je zaak een eigen webshop. Je klanten bestellen, betalen online en kiezen zelf een afhaalmoment; jij volgt alles op vanuit één overzichtelijk dashboard."
      actions={
        <>
          <Button asChild>
            <a href={TRIAL_MAIL}>Vraag een gratis proefperiode aan</a>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/demo">Bekijk de demo-webshop</Link>
          </Button>
        </>
      }
      note="Geen installatie nodig: we zetten je webshop samen met jou op."
      media={<TodayOrdersPreview />}
    />
  );
}
