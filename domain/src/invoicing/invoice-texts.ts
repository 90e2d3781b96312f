import { languageTable } from '../i18n/text-tables';

/** The fixed texts an invoice or credit note carries, in the buyer's language (the order's). */
export const INVOICE_TEXTS = languageTable(
  {
    nl: {
      paidOnline: 'Betaald bij de bestelling.',
      payAtCounter: 'Te betalen aan de toonbank bij het afhalen.',
      refunded: 'Terugbetaald op de betaalwijze van de bestelling.',
      toRefund: 'Wordt terugbetaald aan de toonbank.',
      discount: 'Korting',
      paymentMethods: { card: 'Kaart', bancontact: 'Bancontact', counter: 'Aan de toonbank' },
      refundLine: (orderNumber: string, rate: number) =>
        `Terugbetaling bestelling ${orderNumber}, btw ${rate} %`,
    },
    fr: {
      paidOnline: 'Payé à la commande.',
      payAtCounter: 'À payer au comptoir lors du retrait.',
      refunded: 'Remboursé sur le moyen de paiement de la commande.',
      toRefund: 'Sera remboursé au comptoir.',
      discount: 'Remise',
      paymentMethods: { card: 'Carte', bancontact: 'Bancontact', counter: 'Au comptoir' },
      refundLine: (orderNumber: string, rate: number) =>
        `Remboursement commande ${orderNumber}, TVA ${rate} %`,
    },
    en: {
      paidOnline: 'Paid when ordering.',
      payAtCounter: 'To be paid at the counter on pickup.',
      refunded: "Refunded to the order's payment method.",
      toRefund: 'To be refunded at the counter.',
      discount: 'Discount',
      paymentMethods: { card: 'Card', bancontact: 'Bancontact', counter: 'At the counter' },
      refundLine: (orderNumber: string, rate: number) => `Refund of order ${orderNumber}, VAT ${rate} %`,
    },
  },
  'invoiceTexts',
);
