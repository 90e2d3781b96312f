import { languageTable, ownerTable } from '@bestelklaar/domain';

/**
 * The sandbox payment page's texts, in the language the order was placed in, as Stripe's page takes
 * its `locale`: a `languageTable`, so a text missing in one language fails typecheck.
 */
export interface CheckoutTexts {
  site: string;
  banner: string;
  payAt(shop: string): string;
  testMode: string;
  testModeNotice: string;
  yourOrder: string;
  product: string;
  quantity: string;
  amount: string;
  total: string;
  platformFee(fee: string, shop: string): string;
  openUntil(time: string): string;
  pay: string;
  cancel: string;
  alreadyPaidTitle: string;
  alreadyPaidHeading: string;
  alreadyPaid(shop: string): string;
  toConfirmation: string;
  expiredTitle: string;
  expiredHeading: string;
  expired(shop: string): string;
  backToShop: string;
  unknownTitle: string;
  unknownHeading: string;
  unknown: string;
}

export const CHECKOUT_TEXTS = languageTable<CheckoutTexts>(
  {
    nl: {
      site: 'Sandbox-betalingen',
      banner: 'Testomgeving: sandbox-betaalprovider, er wordt geen echt geld verwerkt',
      payAt: (shop) => `Betalen bij ${shop}`,
      testMode: 'Testmodus',
      testModeNotice: 'dit is de betaalpagina van de sandbox. Er wordt geen echt geld afgeschreven.',
      yourOrder: 'Je bestelling',
      product: 'Product',
      quantity: 'Aantal',
      amount: 'Bedrag',
      total: 'Totaal',
      platformFee: (fee, shop) => `Waarvan ${fee} platformkosten voor Bestelklaar, betaald door ${shop}.`,
      openUntil: (time) => `Deze betaalpagina blijft open tot ${time}.`,
      pay: 'Betalen',
      cancel: 'Annuleren',
      alreadyPaidTitle: 'Al betaald',
      alreadyPaidHeading: 'Deze bestelling is al betaald',
      alreadyPaid: (shop) => `Je betaling bij ${shop} is gelukt; je hoeft niets meer te doen.`,
      toConfirmation: 'Naar je bevestiging',
      expiredTitle: 'Betaalpagina verlopen',
      expiredHeading: 'Deze betaalpagina is verlopen',
      expired: (shop) =>
        `Je bestelling bij ${shop} is niet betaald. Plaats je bestelling opnieuw om te betalen.`,
      backToShop: 'Terug naar de winkel',
      unknownTitle: 'Betaalpagina niet gevonden',
      unknownHeading: 'Deze betaalpagina bestaat niet',
      unknown: 'Controleer de link of plaats je bestelling opnieuw in de webshop.',
    },
    fr: {
      site: 'Paiements sandbox',
      banner: 'Environnement de test\u00a0: prestataire de paiement sandbox, aucun argent réel n’est traité',
      payAt: (shop) => `Payer chez ${shop}`,
      testMode: 'Mode test',
      testModeNotice: 'ceci est la page de paiement de la sandbox. Aucun argent réel n’est débité.',
      yourOrder: 'Votre commande',
      product: 'Produit',
      quantity: 'Quantité',
      amount: 'Montant',
      total: 'Total',
      platformFee: (fee, shop) => `Dont ${fee} de frais de plateforme pour Bestelklaar, payés par ${shop}.`,
      openUntil: (time) => `Cette page de paiement reste ouverte jusqu’à ${time}.`,
      pay: 'Payer',
      cancel: 'Annuler',
      alreadyPaidTitle: 'Déjà payée',
      alreadyPaidHeading: 'Cette commande est déjà payée',
      alreadyPaid: (shop) => `Votre paiement chez ${shop} a réussi\u00a0; vous n’avez plus rien à faire.`,
      toConfirmation: 'Voir la confirmation',
      expiredTitle: 'Page de paiement expirée',
      expiredHeading: 'Cette page de paiement a expiré',
      expired: (shop) => `Votre commande chez ${shop} n’a pas été payée. Repassez commande pour payer.`,
      backToShop: 'Retour à la boutique',
      unknownTitle: 'Page de paiement introuvable',
      unknownHeading: 'Cette page de paiement n’existe pas',
      unknown: 'Vérifiez le lien ou repassez commande dans la boutique en ligne.',
    },
    en: {
      site: 'Sandbox payments',
      banner: 'Test environment: sandbox payment provider, no real money is processed',
      payAt: (shop) => `Pay ${shop}`,
      testMode: 'Test mode',
      testModeNotice: 'this is the sandbox payment page. No real money is charged.',
      yourOrder: 'Your order',
      product: 'Product',
      quantity: 'Quantity',
      amount: 'Amount',
      total: 'Total',
      platformFee: (fee, shop) => `Of which ${fee} platform fee for Bestelklaar, paid by ${shop}.`,
      openUntil: (time) => `This payment page stays open until ${time}.`,
      pay: 'Pay',
      cancel: 'Cancel',
      alreadyPaidTitle: 'Already paid',
      alreadyPaidHeading: 'This order has already been paid',
      alreadyPaid: (shop) => `Your payment to ${shop} went through; there is nothing more to do.`,
      toConfirmation: 'Go to your confirmation',
      expiredTitle: 'Payment page expired',
      expiredHeading: 'This payment page has expired',
      expired: (shop) => `Your order at ${shop} has not been paid. Place your order again to pay.`,
      backToShop: 'Back to the shop',
      unknownTitle: 'Payment page not found',
      unknownHeading: 'This payment page does not exist',
      unknown: 'Check the link or place your order again in the webshop.',
    },
  },
  'CHECKOUT_TEXTS',
);

/** The sandbox's pages for the shop's owner (onboarding, its payments and refunds), Dutch as the dashboard. */
export const SANDBOX_OWNER_TEXTS = ownerTable(
  {
    nl: {
      expiredLinkTitle: 'Link verlopen',
      expiredLinkHeading: 'Deze link is ongeldig of verlopen',
      expiredLink: 'Ga terug naar je dashboard en probeer het opnieuw.',
      onboardingTitle: 'Onboarding',
      completeOnboarding: 'Onboarding voltooien',
      cancel: 'Annuleren',
      onboardingHeading: (shop: string) => `Betalingen activeren voor ${shop}`,
      onboarding:
        'Bij een echte betaalprovider vul je hier je bedrijfs- en bankgegevens in. In de sandbox bevestig je alleen.',
      dashboardTitle: 'Dashboard',
      paymentsOf: (shop: string) => `Betalingen van ${shop}`,
      status: (active: boolean) => `Status: ${active ? 'betalingen actief' : 'onboarding nog niet voltooid'}`,
      noPayments: 'Nog geen betalingen ontvangen.',
      payments: 'Betalingen',
      paymentsCaption: 'Betalingen, de nieuwste eerst',
      refunds: 'Terugbetalingen',
      refundsCaption: 'Terugbetalingen, de nieuwste eerst',
      date: 'Datum',
      order: 'Bestelling',
      amount: 'Bedrag',
      total: 'Totaal',
      fee: 'Platformkosten',
      feeBack: 'Platformkosten terug',
      statusHeading: 'Status',
      yes: 'Ja',
      no: 'Nee',
      sessionStates: { open: 'Wacht op betaling', complete: 'Betaald', expired: 'Verlopen' },
      refundStates: { pending: 'In behandeling', succeeded: 'Terugbetaald', failed: 'Mislukt' },
    },
  },
  'SANDBOX_OWNER_TEXTS',
);
