import type { AccordionItem } from '@bestelklaar/design-system';

/** The seven questions the spec lists, in its order. */
export const FAQ_ITEMS: AccordionItem[] = [
  {
    value: 'starten',
    title: 'Hoe begin ik met Bestelklaar?',
    content: (
      <>
        <p>
          Stuur ons een e-mail of een bericht via WhatsApp. We maken je account aan en zetten samen met jou je
          producten, menu&apos;s, openingsuren en afhaalmomenten klaar.
        </p>
        <p>
          Daarna koppel je je bankrekening via onze betaalprovider en zet je je webshop online op een eigen
          webadres met de naam van je zaak. De meeste zaken ontvangen binnen enkele dagen hun eerste
          bestelling.
        </p>
      </>
    ),
  },
  {
    value: 'stijl',
    title: 'Kan ik mijn webshop in de stijl van mijn zaak aankleden?',
    content: (
      <p>
        Ja. Je voegt je logo en een bannerfoto toe, kiest voor een lichte of donkere weergave en geeft elk
        product een foto, een omschrijving en opties zoals formaat, saus of extra&apos;s. Je deelt je aanbod
        op in collecties met een passend icoon, zodat klanten snel vinden wat ze zoeken. Wijzigingen zijn
        meteen zichtbaar in je webshop.
      </p>
    ),
  },
  {
    value: 'betalingen-en-afhaalmomenten',
    title: 'Hoe werken de betalingen en de afhaalmomenten?',
    content: (
      <>
        <p>
          Je klant kiest een dag en een afhaalmoment uit de tijdsloten die jij vastlegt, en betaalt vooraf
          online met zijn kaart via een erkende kaartbetaalprovider. Per betaling houdt het platform een
          commissie in; de rest gaat rechtstreeks naar jouw rekening.
        </p>
        <p>
          Jij bepaalt per weekdag je afhaalmomenten en openingsuren, hoeveel uur op voorhand er besteld moet
          worden en wanneer je met vakantie bent. Op die dagen kan er niet besteld worden.
        </p>
      </>
    ),
  },
  {
    value: 'hulp',
    title: 'Helpen jullie mij bij het opzetten, ook telefonisch?',
    content: (
      <p>
        Zeker. We helpen je graag telefonisch en per e-mail bij het opzetten van je webshop: van het invoeren
        van je kaart en je foto&apos;s tot het instellen van je afhaalmomenten en betalingen. Ook nadien kun
        je met al je vragen bij ons terecht, per e-mail of via WhatsApp.
      </p>
    ),
  },
  {
    value: 'veiligheid',
    title: 'Zijn de betalingen veilig?',
    content: (
      <p>
        Ja. Betalingen verlopen volledig via een erkende kaartbetaalprovider die voldoet aan de strengste
        beveiligingsnormen voor kaartbetalingen. Kaartgegevens komen nooit bij ons of bij jou terecht, en de
        verbinding met je webshop is versleuteld. Het geld wordt door de betaalprovider rechtstreeks naar je
        rekening overgemaakt.
      </p>
    ),
  },
  {
    value: 'talen',
    title: 'Is de webshop in meerdere talen beschikbaar?',
    content: (
      <p>
        Op dit moment zijn het dashboard en de webshop in het Nederlands. De namen en omschrijvingen van je
        producten schrijf je zelf, dus die kun je gerust ook in het Frans of het Engels vermelden. Meertalige
        webshops staan op onze planning; laat ons gerust weten welke talen jij nodig hebt.
      </p>
    ),
  },
  {
    value: 'waarom',
    title: 'Waarom zou ik Bestelklaar gebruiken?',
    content: (
      <>
        <p>
          Omdat je zonder technische kennis en zonder grote investering een eigen webshop krijgt. Bestellingen
          komen vooraf betaald en netjes gepland per afhaalmoment binnen: minder telefoontjes, geen
          misverstanden en geen wachtrij aan de toonbank.
        </p>
        <p>
          Je klanten bestellen wanneer het hen past, ook buiten je openingsuren, en jij houdt je handen vrij
          voor waar je goed in bent: lekker eten maken.
        </p>
      </>
    ),
  },
];
