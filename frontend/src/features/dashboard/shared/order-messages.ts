/** The orders calls' fallbacks when the server gives no message (spec: error texts). */
export const ORDER_FALLBACKS = {
  today: 'Fout bij het ophalen van bestellingen voor vandaag.',
  future: 'Fout bij het ophalen van toekomstige bestellingen.',
  past: 'Fout bij het ophalen van voorbije bestellingen.',
  markPickedUp: 'Fout bij het markeren als opgehaald.',
  markReady: 'Fout bij het markeren als klaar voor afhaling.',
  revenue: 'Fout bij het ophalen van de maandelijkse omzet.',
  recent: 'Fout bij het ophalen van recente bestellingen.',
  generic: 'Er is een fout opgetreden bij het ophalen van de bestellingen.',
  prepList: 'Fout bij het ophalen van de voorbereidingslijst.',
  mailFailures: 'Fout bij het ophalen van de niet verzonden e-mails.',
  resend: 'De e-mail kon niet opnieuw worden verstuurd.',
  acknowledge: "'Gezien' is niet gelukt. Probeer het opnieuw.",
} as const;

export const NO_ORDERS = 'Geen bestellingen gevonden.';
