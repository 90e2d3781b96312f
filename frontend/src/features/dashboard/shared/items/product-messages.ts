/** The spec's fallback texts for the product calls and screens, shown when the server gives no message. */
export const PRODUCT_FALLBACKS = {
  fetch: 'Er is iets misgegaan tijdens het ophalen van de producten.',
  create: 'Er is iets misgegaan tijdens het toevoegen van het product.',
  update: 'Er is iets misgegaan tijdens het bijwerken van het product.',
  delete: 'Er is iets misgegaan tijdens het verwijderen van het product.',
  /** The product list's own fallback. */
  list: 'Er is iets foutgegaan bij het ophalen van de producten',
  /** The product form's own fallback. */
  form: 'Er is iets fout gegaan tijdens het verwerken van het product.',
} as const;
