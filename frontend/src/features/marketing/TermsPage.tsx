import { ProsePage } from './ProsePage';

export function Component() {
  return (
    <ProsePage title="Algemene voorwaarden">
      <p>
        Bestelklaar levert restaurants en delicatessenzaken een eigen webshop waarin hun klanten online
        bestellen en een afhaalmoment kiezen.
      </p>
      <h2>Betalingen</h2>
      <p>
        Klanten betalen online met hun kaart via een erkende kaartbetaalprovider. Bestelklaar houdt per
        betaling een commissie in; het resterende bedrag gaat rechtstreeks naar de zaak.
      </p>
      <h2>Bewaartermijnen</h2>
      <p>
        Gegevens van restaurants bewaren we tot 7 jaar na het einde van de samenwerking. Gegevens van klanten
        bewaren we tot 2 jaar na hun laatste bestelling.
      </p>
    </ProsePage>
  );
}
