/** Ordering's fixed Dutch texts (spec and issue), so the server, the form and the tests say the same. */
export const ORDER_MESSAGES = {
  chooseDay: 'Kies een dag',
  chooseSlot: 'Selecteer een geldig tijdslot',
  placed: 'Bestelling succesvol geplaatst!',
  placedTitle: 'Succes!',
  failed: 'Er is iets misgegaan.',
  pricesChanged: 'De prijzen in je winkelmandje zijn gewijzigd. Kijk je bestelling na.',
  slotFull: 'Dit tijdslot is volzet. Kies een ander tijdslot.',
  paymentUnavailable: 'Betalen is nu niet mogelijk. Probeer het later opnieuw.',
  shopCannotTakePayments: 'Deze winkel kan nog geen online betalingen ontvangen.',
  orderNotFound: 'Deze bestelling bestaat niet.',
  fullSlotLabel: 'volzet',
  phoneInvalid: 'Voer een geldig gsm-nummer in uit België, Nederland, Frankrijk, Duitsland of Luxemburg',
  cartEmpty: 'Je winkelmandje is leeg.',
  languageInvalid: 'Kies Nederlands (nl), Frans (fr) of Engels (en).',
  tooManyLines: (max: number) => `Een bestelling kan maximaal ${max} regels hebben.`,
  quantityInvalid: (max: number) => `Kies een aantal van 1 tot ${max}.`,
  itemUnknown: 'Dit item bestaat niet (meer) in deze winkel.',
  itemTypeInvalid: 'Kies een product of een menu.',
  priceInvalid: 'Ongeldige prijs.',
  optionsInvalid: 'Ongeldige keuze van opties.',
  tooManyOrdersFromClient:
    'Je hebt te veel bestellingen na elkaar geplaatst. Probeer het over een minuut opnieuw.',
  goneWhilePaying:
    'Terwijl je betaalde, bestelden anderen het laatste van je tijdslot of een item. Je krijgt je volledige bedrag terug.',
  nothingToPay: 'Een bestelling van € 0 kan niet online betaald worden.',
  totalTooLow: 'Een online betaling moet minstens € 0,50 zijn.',
  totalTooHigh: 'Een bestelling kan online hoogstens € 999.999,99 kosten.',
  daysOutOfRange: (max: number) => `Kies een periode van 1 tot ${max} dagen.`,
  dayTooFarAhead: 'Zo ver vooruit kun je nog niet bestellen. Kies een dag in de kalender.',
  onlyLeft: (left: number, name: string) => `Nog maar ${left} beschikbaar van ${name}.`,
  soldOut: (name: string) => `${name} is uitverkocht.`,
  orderingPaused: (time: string) =>
    `We nemen tijdelijk geen bestellingen aan. Probeer het na ${time} opnieuw.`,
  pauseChoice: 'Kies 15, 30 of 60 minuten, of de rest van de dag.',
  busyChoice: 'Kies 15, 30 of 60 minuten.',
  choiceUnavailable: (item: string, choice: string) => `${item}: ${choice} is niet beschikbaar.`,
  customerCancelOff:
    'Deze winkel laat niet toe dat je je bestelling zelf annuleert. Neem contact op met de winkel.',
  customerCancelTooLate: (hours: number) =>
    `Je kunt je bestelling zelf annuleren tot ${hours} uur voor het afhalen. Neem contact op met de winkel.`,
  customerCancelNotPossible: 'Deze bestelling kan niet meer geannuleerd worden.',
  customerCancelReason: 'Geannuleerd door de klant',
  /** The reason of a cancel the system made because nobody at the shop saw the order in time. */
  notSeenInTime: 'De zaak bevestigde je bestelling niet op tijd',
  tooManyUnpaidOrders: (max: number) =>
    `Je hebt al ${max} bestellingen bij deze zaak die nog niet betaald zijn. Rond eerst die betaling af, of annuleer ze in de webshop; een onbetaalde bestelling vervalt na ${ORDER_LIMITS.paymentWindowMinutes} minuten.`,
} as const;

/** Limits of one order. */
export const ORDER_LIMITS = {
  maxLines: 50,
  maxQuantity: 99,
  optionTextMax: 200,
  nameMax: 100,
  emailMax: 254,
  /**
   * How long an unpaid order holds its place and stock: the sweeper, each minute, ends it at the
   * provider once this is over, so all it held is free within 10 minutes of the order. Stripe's
   * page itself must live at least 30 minutes; it is expired early through its API.
   */
  paymentWindowMinutes: 8,
  /** Customer data is anonymised this long after the customer's last order in a shop. */
  retentionYears: 2,
  /** How many days one slot-availability read may cover. */
  availabilityDaysMax: 62,
  /** What Stripe charges in euros at least and at most. */
  minTotalCents: 50,
  maxTotalCents: 99_999_999,
} as const;
