import { Link } from 'react-router';
import { PROVIDER_EMAIL, mailtoProvider } from '../../lib/provider-contact';
import type { PageMeta } from './page-meta';
import { ProsePage } from './ProsePage';

const PRIVACY_REQUEST_MAIL = mailtoProvider(
  'Privacyverzoek',
  'Hallo,\n\nIk wil graag gebruikmaken van mijn privacyrechten.\n\nMijn verzoek:\nMijn e-mailadres bij Bestelklaar:\n\nMet vriendelijke groeten,',
);

export const handle: PageMeta = {
  title: 'Privacyverklaring',
  description:
    'Hoe Bestelklaar omgaat met de gegevens van zaken en klanten: welke gegevens, waarvoor, betalingen via een kaartbetaalprovider, bewaartermijnen en je rechten.',
};

export function Component() {
  return (
    <ProsePage
      meta={handle}
      lead="Bestelklaar verwerkt alleen de gegevens die nodig zijn om bestellingen te laten plaatsen, te betalen en af te halen. Hier lees je welke gegevens dat zijn en wat je rechten zijn."
    >
      <h2>1. Wie is verantwoordelijk?</h2>
      <p>
        Voor de gegevens van zaken die een account hebben, is Bestelklaar verwerkingsverantwoordelijke. Voor
        de gegevens van klanten die in een webshop bestellen, is de zaak verwerkingsverantwoordelijke en
        verwerkt Bestelklaar de gegevens in haar opdracht.
      </p>

      <h2>2. Welke gegevens?</h2>
      <ul>
        <li>
          <strong>Van zaken</strong>: naam, e-mailadres, een versleuteld wachtwoord, de gegevens van de zaak
          (naam, omschrijving, adres, contactgegevens, website, logo en banner), het aanbod en de instellingen
          van de webshop, en de status van het betaalaccount.
        </li>
        <li>
          <strong>Van klanten</strong>: naam, e-mailadres, telefoonnummer, de inhoud van de bestelling, het
          gekozen afhaalmoment en of de betaling gelukt is.
        </li>
      </ul>

      <h2>3. Waarvoor gebruiken we ze?</h2>
      <ul>
        <li>Om de dienst te leveren en bestellingen af te handelen (uitvoering van de overeenkomst).</li>
        <li>Om de boekhouding en andere wettelijke verplichtingen na te komen.</li>
        <li>Om de dienst te beveiligen en misbruik te voorkomen (gerechtvaardigd belang).</li>
      </ul>
      <p>We verkopen geen gegevens en gebruiken ze niet voor reclame van derden.</p>

      <h2>4. Betalingen</h2>
      <p>
        Betalingen lopen via een kaartbetaalprovider. Kaartgegevens worden rechtstreeks door die provider
        verwerkt; wij zien en bewaren ze niet. Wij ontvangen alleen of een betaling gelukt is en een
        referentie. Het platform houdt op elke betaling een commissie in; de provider stort het saldo aan de
        zaak. Voor de verwerking door de provider geldt ook diens eigen privacybeleid.
      </p>

      <h2>5. Met wie delen we gegevens?</h2>
      <ul>
        <li>Met de zaak waar je bestelt: zij krijgt je bestelling en je contactgegevens.</li>
        <li>Met de kaartbetaalprovider, voor de betaling.</li>
        <li>
          Met onze dienstverleners voor hosting en e-mail, die de gegevens alleen in onze opdracht en onder
          een verwerkersovereenkomst verwerken.
        </li>
        <li>Met overheidsinstanties, alleen als de wet ons daartoe verplicht.</li>
      </ul>

      <h2>6. Hoe lang bewaren we ze?</h2>
      <ul>
        <li>
          Gegevens van restaurants en andere zaken: tot 7 jaar na het einde van de samenwerking, onder meer
          voor de wettelijke boekhoudplicht.
        </li>
        <li>Gegevens van klanten: tot 2 jaar na hun laatste bestelling.</li>
      </ul>
      <p>Daarna verwijderen of anonimiseren we de gegevens.</p>

      <h2>7. Beveiliging</h2>
      <p>
        Verbindingen met Bestelklaar zijn versleuteld, wachtwoorden bewaren we alleen versleuteld en toegang
        tot gegevens is beperkt tot wie ze nodig heeft. Elke zaak ziet uitsluitend haar eigen bestellingen.
      </p>

      <h2>8. Cookies en opslag in je browser</h2>
      <p>
        We gebruiken geen tracking- of advertentiecookies. Je browser bewaart alleen wat nodig is om de dienst
        te laten werken: je aanmelding in het dashboard en de inhoud van je winkelmandje.
      </p>

      <h2>9. Je rechten</h2>
      <p>
        Je hebt het recht om je gegevens in te zien, te laten verbeteren of wissen, de verwerking te laten
        beperken, bezwaar te maken en je gegevens mee te nemen. Stuur je verzoek naar{' '}
        <a href={PRIVACY_REQUEST_MAIL}>{PROVIDER_EMAIL}</a>; we antwoorden binnen een maand. Ben je het niet
        eens met hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de
        Gegevensbeschermingsautoriteit (Drukpersstraat 35, 1000 Brussel).
      </p>

      <h2>10. Wijzigingen</h2>
      <p>
        We kunnen deze verklaring aanpassen als de dienst of de wet verandert. De actuele versie staat altijd
        op deze pagina. Zie ook onze <Link to="/algemene-voorwaarden">algemene voorwaarden</Link>.
      </p>
    </ProsePage>
  );
}
