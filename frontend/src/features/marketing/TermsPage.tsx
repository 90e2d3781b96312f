import { Link } from 'react-router';
import { PROVIDER_EMAIL } from '../../lib/provider-contact';
import type { PageMeta } from './page-meta';
import { ProsePage } from './ProsePage';

export const handle: PageMeta = {
  title: 'Algemene voorwaarden',
  description:
    'De algemene voorwaarden van Bestelklaar: de dienst, bestellingen en afhalen, betalingen via een kaartbetaalprovider, de commissie van het platform en bewaartermijnen.',
};

export function Component() {
  return (
    <ProsePage
      meta={handle}
      lead="Deze voorwaarden gelden voor het gebruik van Bestelklaar door zaken die er hun webshop mee aanbieden en door klanten die er bestellen."
    >
      <h2>1. Definities</h2>
      <ul>
        <li>
          <strong>Bestelklaar</strong> of <strong>het platform</strong>: de online dienst waarmee zaken een
          eigen webshop aanbieden voor bestellingen met afhaling.
        </li>
        <li>
          <strong>Zaak</strong>: het restaurant, de traiteur of de delicatessenzaak die een account heeft bij
          Bestelklaar en via een webshop producten verkoopt.
        </li>
        <li>
          <strong>Klant</strong>: wie in de webshop van een zaak een bestelling plaatst.
        </li>
        <li>
          <strong>Kaartbetaalprovider</strong>: de erkende betaalinstelling die de online betalingen in de
          webshops verwerkt en uitbetaalt aan de zaken.
        </li>
      </ul>

      <h2>2. Toepassing</h2>
      <p>
        Door een account aan te maken of een bestelling te plaatsen, aanvaard je deze voorwaarden. Afwijkingen
        gelden alleen als Bestelklaar ze schriftelijk heeft bevestigd.
      </p>

      <h2>3. De dienst</h2>
      <p>
        Bestelklaar stelt de zaak in staat om een webshop op te zetten met producten, menu&apos;s, collecties,
        openingsuren, afhaalmomenten en kortingen, en om de binnenkomende bestellingen te beheren in een
        dashboard. Bestelklaar is zelf geen verkoper van de aangeboden producten: de koopovereenkomst komt tot
        stand tussen de klant en de zaak.
      </p>

      <h2>4. Account van de zaak</h2>
      <p>
        De zaak geeft bij de registratie juiste en volledige gegevens op en houdt die up-to-date. Ze houdt
        haar wachtwoord geheim en is verantwoordelijk voor alles wat met haar account gebeurt. Bij een
        vermoeden van misbruik verwittigt ze Bestelklaar meteen.
      </p>

      <h2>5. Verplichtingen van de zaak</h2>
      <ul>
        <li>
          De zaak vermeldt correcte prijzen (inclusief btw), omschrijvingen en foto&apos;s, en informeert de
          klant over allergenen zoals de wet dat voorschrijft.
        </li>
        <li>
          Ze bereidt elke betaalde bestelling tegen het gekozen afhaalmoment en houdt zich aan de regels
          inzake voedselveiligheid en hygiëne.
        </li>
        <li>Ze houdt haar openingsuren, afhaalmomenten en vakantieperiodes in de webshop actueel.</li>
      </ul>

      <h2>6. Bestellen en afhalen</h2>
      <p>
        De klant kiest producten, een afhaaldag en een afhaalmoment, en betaalt de bestelling online. De
        bestelling is definitief zodra de betaling is gelukt; de klant ontvangt dan een bevestiging. De klant
        haalt de bestelling op in de zaak op het gekozen moment.
      </p>
      <p>
        Omdat het om bederfelijke voedingsmiddelen gaat, geldt er geen herroepingsrecht. Vragen over een
        bestelling, een annulering of een terugbetaling richt de klant aan de zaak.
      </p>

      <h2>7. Betalingen en commissie</h2>
      <p>
        Alle betalingen in de webshops verlopen via een kaartbetaalprovider. De zaak opent daarvoor een eigen
        betaalaccount bij die provider en aanvaardt diens voorwaarden. Bestelklaar ziet en bewaart geen
        kaartgegevens.
      </p>
      <p>
        Het platform houdt op elke betaling een commissie in. De kaartbetaalprovider trekt die commissie af
        van het betaalde bedrag en stort het saldo rechtstreeks op de rekening van de zaak. Het geldende
        commissiepercentage wordt met de zaak afgesproken voordat haar webshop online gaat.
      </p>

      <h2>8. Beschikbaarheid</h2>
      <p>
        Bestelklaar doet al het redelijke om de dienst ononderbroken beschikbaar te houden, maar kan
        onderbrekingen voor onderhoud of door storingen bij derden niet volledig uitsluiten. Gepland onderhoud
        kondigen we vooraf aan.
      </p>

      <h2>9. Intellectuele eigendom</h2>
      <p>
        De software en de vormgeving van Bestelklaar blijven eigendom van Bestelklaar. De zaak blijft eigenaar
        van haar logo, foto&apos;s en teksten, en geeft Bestelklaar het recht die te tonen in haar webshop
        zolang haar account bestaat.
      </p>

      <h2>10. Aansprakelijkheid</h2>
      <p>
        Bestelklaar is niet aansprakelijk voor de producten die een zaak verkoopt, noch voor de uitvoering van
        bestellingen. De aansprakelijkheid van Bestelklaar is beperkt tot directe schade en tot het bedrag aan
        commissies dat de zaak in de twaalf maanden vóór het schadegeval heeft betaald, behalve bij opzet of
        grove fout.
      </p>

      <h2>11. Persoonsgegevens en bewaartermijnen</h2>
      <p>
        Bestelklaar verwerkt persoonsgegevens zoals beschreven in de{' '}
        <Link to="/privacy">privacyverklaring</Link>. Gegevens van zaken bewaren we tot 7 jaar na het einde
        van de samenwerking. Gegevens van klanten bewaren we tot 2 jaar na hun laatste bestelling.
      </p>

      <h2>12. Duur en beëindiging</h2>
      <p>
        De overeenkomst met de zaak loopt voor onbepaalde duur. Beide partijen kunnen ze op elk moment
        schriftelijk opzeggen; lopende bestellingen worden nog afgehandeld. Bestelklaar mag een account
        onmiddellijk opschorten bij misbruik of een ernstige inbreuk op deze voorwaarden.
      </p>

      <h2>13. Wijzigingen</h2>
      <p>
        Bestelklaar kan deze voorwaarden wijzigen. Belangrijke wijzigingen melden we de zaken minstens 30
        dagen vooraf per e-mail.
      </p>

      <h2>14. Toepasselijk recht</h2>
      <p>
        Op deze voorwaarden is het Belgisch recht van toepassing. We zoeken bij een geschil eerst samen naar
        een oplossing; lukt dat niet, dan zijn de rechtbanken van het gerechtelijk arrondissement van de zetel
        van Bestelklaar bevoegd, onverminderd de dwingende regels die consumenten beschermen.
      </p>

      <h2>15. Contact</h2>
      <p>
        Vragen over deze voorwaarden? Mail naar <a href={`mailto:${PROVIDER_EMAIL}`}>{PROVIDER_EMAIL}</a> of
        bekijk de <Link to="/contact">contactpagina</Link>.
      </p>
    </ProsePage>
  );
}
