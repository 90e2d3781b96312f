import { LogoCarousel, Section } from '@bestelklaar/design-system';
import bakkerijLemmens from './images/logos/bakkerij-lemmens.svg?no-inline';
import deGoudenLepel from './images/logos/de-gouden-lepel.svg?no-inline';
import frituurTPleintje from './images/logos/frituur-t-pleintje.svg?no-inline';
import hetSoephuis from './images/logos/het-soephuis.svg?no-inline';
import mezzeEnCo from './images/logos/mezze-en-co.svg?no-inline';
import pastaNonna from './images/logos/pasta-nonna.svg?no-inline';
import sushiKaze from './images/logos/sushi-kaze.svg?no-inline';
import traiteurVanhove from './images/logos/traiteur-vanhove.svg?no-inline';

const LOGOS = [
  { name: 'De Gouden Lepel', src: deGoudenLepel },
  { name: 'Pasta Nonna', src: pastaNonna },
  { name: "Frituur 't Pleintje", src: frituurTPleintje },
  { name: 'Bakkerij Lemmens', src: bakkerijLemmens },
  { name: 'Sushi Kaze', src: sushiKaze },
  { name: 'Het Soephuis', src: hetSoephuis },
  { name: 'Traiteur Vanhove', src: traiteurVanhove },
  { name: 'Mezze & Co', src: mezzeEnCo },
];

export function CustomerLogos() {
  return (
    <Section tone="muted" title="Deze zaken gingen je voor">
      <LogoCarousel logos={LOGOS} label="Zaken die met Bestelklaar werken" />
    </Section>
  );
}
