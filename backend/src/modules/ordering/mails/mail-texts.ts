import { ALLERGEN_TEXTS, formatPhone, languageTable, ownerTable } from '@bestelklaar/domain';

/**
 * Every text of the mails a customer gets after ordering, and of the calendar file, in one
 * language. A `languageTable`, so a text missing in one language fails typecheck: the server is
 * built by plain tsc (no message-extraction step as the browser's Lingui has) and its texts are few
 * and long, whole sentences around the order's number, the shop and the customer.
 */
export interface MailTexts {
  orderNumber(number: number): string;
  pickup(day: string, start: string, end: string): string;
  viewOrder: string;
  hello(name: string, news: string): string;
  questions(shop: string): string;
  allergenList(names: string): string;
  askTheShopAboutAllergens: string;

  confirmationSubject(number: number, shop: string): string;
  confirmationTitle: string;
  confirmationPreview(number: number, shop: string): string;
  confirmationNews(shop: string): string;
  calendarAttached: string;

  readySubject(number: number, shop: string): string;
  readyTitle: string;
  readyPreview(number: number, shop: string): string;
  readyNews(shop: string, address: string): string;

  cancelledSubject(number: number, shop: string): string;
  cancelledTitle: string;
  cancelledNews(shop: string, number: number): string;
  calendarCancelled: string;
  /** The customer cancelled it themselves on the order's page. */
  cancelledByYouNews(shop: string, number: number): string;
  refundedSubject(number: number, shop: string): string;
  refundedTitle: string;
  refundedNews(shop: string, number: number): string;
  reason(reason: string): string;
  amountBack(amount: string): string;
  whereTheMoneyGoes: string;

  calendarTitle(number: number, shop: string): string;
  calendarDescription(start: string, end: string, number: number): string;
  calendarFilename(number: number): string;
}

const DUTCH: MailTexts = {
  orderNumber: (number) => `Bestelling #${number}`,
  pickup: (day, start, end) => `Afhalen op ${day} tussen ${start} en ${end}`,
  viewOrder: 'Bekijk je bestelling',
  hello: (name, news) => `Dag ${name}, ${news}`,
  questions: (shop) => `Vragen? Neem contact op met ${shop}.`,
  allergenList: (names) => `${ALLERGEN_TEXTS.allergens}: ${names}`,
  askTheShopAboutAllergens: ALLERGEN_TEXTS.askTheShop,

  confirmationSubject: (number, shop) => `Bevestiging van je bestelling #${number} bij ${shop}`,
  confirmationTitle: 'Bedankt voor je bestelling!',
  confirmationPreview: (number, shop) => `Bestelling #${number} bij ${shop} is betaald.`,
  confirmationNews: (shop) => `je bestelling bij ${shop} is betaald en bevestigd.`,
  calendarAttached: 'Het afhaalmoment zit als agenda-item in de bijlage.',

  readySubject: (number, shop) => `Je bestelling #${number} bij ${shop} is klaar voor afhaling`,
  readyTitle: 'Je bestelling is klaar voor afhaling',
  readyPreview: (number, shop) => `Bestelling #${number} ligt klaar bij ${shop}.`,
  readyNews: (shop, address) => `je bestelling ligt klaar. Je kunt ze afhalen bij ${shop}, ${address}.`,

  cancelledSubject: (number, shop) => `Je bestelling #${number} bij ${shop} is geannuleerd`,
  cancelledTitle: 'Je bestelling is geannuleerd',
  cancelledNews: (shop, number) => `${shop} heeft je bestelling #${number} geannuleerd.`,
  calendarCancelled: 'Met het agenda-item in de bijlage verdwijnt het afhaalmoment uit je agenda.',
  cancelledByYouNews: (shop, number) => `je hebt je bestelling #${number} bij ${shop} geannuleerd.`,
  refundedSubject: (number, shop) => `Je bestelling #${number} bij ${shop} is gedeeltelijk terugbetaald`,
  refundedTitle: 'Je bestelling is gedeeltelijk terugbetaald',
  refundedNews: (shop, number) => `${shop} betaalt een deel van je bestelling #${number} terug.`,
  reason: (reason) => `Reden: ${reason}`,
  amountBack: (amount) => `Je krijgt ${amount} terug.`,
  whereTheMoneyGoes:
    'Het bedrag gaat terug naar de rekening of kaart waarmee je betaalde; het kan enkele werkdagen duren voor je het ziet.',

  calendarTitle: (number, shop) => `Bestelling #${number} afhalen bij ${shop}`,
  calendarDescription: (start, end, number) => `Afhaalmoment ${start}–${end} voor bestelling #${number}.`,
  calendarFilename: (number) => `bestelling-${number}.ics`,
};

/** 'n° 12', the number kept beside its sign. */
const numero = (number: number) => `n°\u00a0${number}`;

const FRENCH: MailTexts = {
  orderNumber: (number) => `Commande ${numero(number)}`,
  pickup: (day, start, end) => `Retrait le ${day} entre ${start} et ${end}`,
  viewOrder: 'Voir votre commande',
  hello: (name, news) => `Bonjour ${name}, ${news}`,
  questions: (shop) => `Une question\u00a0? Contactez ${shop}.`,
  allergenList: (names) => `Allergènes\u00a0: ${names}`,
  askTheShopAboutAllergens: 'Renseignez-vous auprès du commerce sur les allergènes',

  confirmationSubject: (number, shop) => `Confirmation de votre commande ${numero(number)} chez ${shop}`,
  confirmationTitle: 'Merci pour votre commande\u00a0!',
  confirmationPreview: (number, shop) => `La commande ${numero(number)} chez ${shop} est payée.`,
  confirmationNews: (shop) => `votre commande chez ${shop} est payée et confirmée.`,
  calendarAttached: 'Vous trouverez l’heure de retrait en pièce jointe, prête à ajouter à votre agenda.',

  readySubject: (number, shop) => `Votre commande ${numero(number)} chez ${shop} est prête à être retirée`,
  readyTitle: 'Votre commande est prête à être retirée',
  readyPreview: (number, shop) => `La commande ${numero(number)} vous attend chez ${shop}.`,
  readyNews: (shop, address) => `votre commande est prête. Vous pouvez la retirer chez ${shop}, ${address}.`,

  cancelledSubject: (number, shop) => `Votre commande ${numero(number)} chez ${shop} a été annulée`,
  cancelledTitle: 'Votre commande a été annulée',
  cancelledNews: (shop, number) => `${shop} a annulé votre commande ${numero(number)}.`,
  calendarCancelled: 'La pièce jointe retire l’heure de retrait de votre agenda.',
  cancelledByYouNews: (shop, number) => `vous avez annulé votre commande ${numero(number)} chez ${shop}.`,
  refundedSubject: (number, shop) =>
    `Votre commande ${numero(number)} chez ${shop} a été partiellement remboursée`,
  refundedTitle: 'Votre commande a été partiellement remboursée',
  refundedNews: (shop, number) => `${shop} vous rembourse une partie de votre commande ${numero(number)}.`,
  reason: (reason) => `Motif\u00a0: ${reason}`,
  amountBack: (amount) => `Montant remboursé\u00a0: ${amount}.`,
  whereTheMoneyGoes:
    'Le montant est reversé sur le compte ou la carte utilisés pour le paiement\u00a0; il peut s’écouler quelques jours ouvrables avant qu’il n’apparaisse.',

  calendarTitle: (number, shop) => `Retrait de la commande ${numero(number)} chez ${shop}`,
  calendarDescription: (start, end, number) =>
    `Heure de retrait ${start}–${end} pour la commande ${numero(number)}.`,
  calendarFilename: (number) => `commande-${number}.ics`,
};

const ENGLISH: MailTexts = {
  orderNumber: (number) => `Order #${number}`,
  pickup: (day, start, end) => `Pickup on ${day} between ${start} and ${end}`,
  viewOrder: 'View your order',
  hello: (name, news) => `Hello ${name}, ${news}`,
  questions: (shop) => `Questions? Get in touch with ${shop}.`,
  allergenList: (names) => `Allergens: ${names}`,
  askTheShopAboutAllergens: 'Ask the shop about allergens',

  confirmationSubject: (number, shop) => `Confirmation of your order #${number} at ${shop}`,
  confirmationTitle: 'Thank you for your order!',
  confirmationPreview: (number, shop) => `Order #${number} at ${shop} has been paid.`,
  confirmationNews: (shop) => `your order at ${shop} has been paid and confirmed.`,
  calendarAttached: 'The pickup time is attached as a calendar event.',

  readySubject: (number, shop) => `Your order #${number} at ${shop} is ready for pickup`,
  readyTitle: 'Your order is ready for pickup',
  readyPreview: (number, shop) => `Order #${number} is ready for you at ${shop}.`,
  readyNews: (shop, address) => `your order is ready. You can pick it up at ${shop}, ${address}.`,

  cancelledSubject: (number, shop) => `Your order #${number} at ${shop} has been cancelled`,
  cancelledTitle: 'Your order has been cancelled',
  cancelledNews: (shop, number) => `${shop} has cancelled your order #${number}.`,
  calendarCancelled: 'The attached calendar update takes the pickup time out of your calendar.',
  cancelledByYouNews: (shop, number) => `you have cancelled your order #${number} at ${shop}.`,
  refundedSubject: (number, shop) => `Part of your order #${number} at ${shop} has been refunded`,
  refundedTitle: 'Part of your order has been refunded',
  refundedNews: (shop, number) => `${shop} is refunding part of your order #${number}.`,
  reason: (reason) => `Reason: ${reason}`,
  amountBack: (amount) => `You will get ${amount} back.`,
  whereTheMoneyGoes:
    'The amount goes back to the account or card you paid with; it may take a few working days before you see it.',

  calendarTitle: (number, shop) => `Pick up order #${number} at ${shop}`,
  calendarDescription: (start, end, number) => `Pickup time ${start}–${end} for order #${number}.`,
  calendarFilename: (number) => `order-${number}.ics`,
};

export const MAIL_TEXTS = languageTable<MailTexts>({ nl: DUTCH, fr: FRENCH, en: ENGLISH }, 'MAIL_TEXTS');

/** The shop's own copies of an order's news: the owner reads them, in Dutch as the dashboard. */
export const SHOP_MAIL_TEXTS = ownerTable(
  {
    nl: {
      newOrderSubject: (number: number, customer: string) => `Nieuwe bestelling #${number} van ${customer}`,
      newOrderTitle: 'Nieuwe bestelling',
      newOrderPreview: (number: number, customer: string) =>
        `Bestelling #${number} van ${customer} is betaald.`,
      newOrderNews: (customer: string) => `${customer} heeft een bestelling geplaatst en betaald.`,
      customerCancelledSubject: (number: number, customer: string) =>
        `Bestelling #${number} geannuleerd door ${customer}`,
      customerCancelledTitle: 'Bestelling geannuleerd door de klant',
      customerCancelledPreview: (number: number, customer: string) =>
        `${customer} heeft bestelling #${number} geannuleerd.`,
      customerCancelledNews: (number: number, customer: string) =>
        `${customer} heeft bestelling #${number} zelf geannuleerd. Je hoeft ze niet klaar te maken.`,
      notSeenSubject: (number: number) => `Bestelling #${number} is nog niet gezien`,
      notSeenTitle: 'Bestelling nog niet gezien',
      notSeenPreview: (number: number, minutes: number) =>
        `Niemand tikte 'Gezien' voor bestelling #${number} in ${minutes} minuten.`,
      notSeenNews: (number: number, customer: string, minutes: number) =>
        `Bestelling #${number} van ${customer} is betaald, maar niemand in de zaak tikte na ${minutes} minuten op 'Gezien'. Open het dashboard en bevestig ze, zodat de klant zijn bestelling krijgt.`,
      openDashboard: 'Open de bestellingen',
      refundedToCustomer: (amount: string) => `Terugbetaald aan de klant: ${amount}.`,
      phone: (phone: string) => `Telefoon: ${formatPhone(phone)}`,
      email: (email: string) => `E-mail: ${email}`,
    },
  },
  'SHOP_MAIL_TEXTS',
);
