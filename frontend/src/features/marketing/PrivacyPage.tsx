import { ProsePage } from './ProsePage';

export function Component() {
  return (
    <ProsePage title="Privacyverklaring">
      <p>
        Bestelklaar verwerkt alleen de gegevens die nodig zijn om bestellingen te laten plaatsen, te betalen
        en af te halen.
      </p>
      <h2>Betalingen</h2>
      <p>
        Betalingen lopen via een kaartbetaalprovider; wij zien en bewaren geen kaartgegevens. Het platform
        houdt een commissie in op elke betaling.
      </p>
      <h2>Bewaartermijnen</h2>
      <p>
        Gegevens van restaurants bewaren we tot 7 jaar na het einde van de samenwerking, gegevens van klanten
        tot 2 jaar na hun laatste bestelling.
      </p>
    </ProsePage>
  );
}
