import { ownerTable, ownerTexts } from '@bestelklaar/domain';

/** What a kitchen ticket says besides the order: the kitchen reads it, in Dutch as the dashboard. */
export const TICKET_TEXTS = ownerTexts(
  ownerTable(
    {
      nl: {
        order: 'Bestelling',
        pickup: 'Afhalen',
        customer: 'Klant',
        phone: 'Tel.',
        allergens: 'Allergenen',
        menuHolds: 'Met',
        subtotal: 'Subtotaal',
        discount: 'Korting',
        total: 'Totaal',
        paid: 'Betaald',
        again: (sequence: number) => `OPNIEUW AFGEDRUKT (${sequence})`,
        copy: (copy: number, copies: number) => `Exemplaar ${copy} van ${copies}`,
      },
    },
    'TICKET_TEXTS',
  ),
);
