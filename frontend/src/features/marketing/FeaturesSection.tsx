import { Clock, CreditCard, LayoutDashboard, Store } from 'lucide-react';
import { FeatureCard, Section } from '@bestelklaar/design-system';
import styles from './LandingPage.module.css';

export function FeaturesSection() {
  return (
    <Section
      id="features"
      eyebrow="Features"
      title="Alles wat je nodig hebt om online te verkopen"
      intro="Bestelklaar bundelt je webshop, je afhaalmomenten en je betalingen in één eenvoudig pakket."
    >
      <div className={styles.featureGrid}>
        <FeatureCard icon={<LayoutDashboard />} title="Overzichtelijk dashboard">
          <p>
            Nieuwe bestellingen, je producten en je omzet: je ziet alles op één plek, op je computer, tablet
            of smartphone.
          </p>
        </FeatureCard>
        <FeatureCard icon={<Clock />} title="Afhaalmomenten">
          <p>
            Klanten kiezen zelf een tijdslot om hun bestelling op te halen. Jij bepaalt je openingsuren, je
            voorbereidingstijd en je vakantieperiodes.
          </p>
        </FeatureCard>
        <FeatureCard icon={<Store />} title="Professionele webshop">
          <p>
            Een eigen webshop met je logo, een bannerfoto en mooie productfoto&apos;s. Je klanten bestellen er
            vlot op elk toestel.
          </p>
        </FeatureCard>
        <FeatureCard icon={<CreditCard />} title="Veilige betaling">
          <p>
            Klanten betalen vooraf online met hun kaart via een erkende betaalprovider. Het geld komt
            rechtstreeks op je rekening.
          </p>
        </FeatureCard>
      </div>
    </Section>
  );
}
