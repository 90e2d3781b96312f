/** Texts the discounts screen shows when the server gives no message. */
export const DISCOUNT_FALLBACKS = {
  /** The spec's words for a failed save. */
  save: 'Fout bij opslaan van de korting.',
  fetch: 'Er is iets misgegaan tijdens het ophalen van de kortingen.',
  delete: 'Er is iets misgegaan tijdens het verwijderen van de korting.',
  idMissing: 'Korting ID ontbreekt. Vernieuw de pagina en probeer het opnieuw.',
} as const;
