/** The spec's fallback texts for the collections calls, shown when the server gives no message. */
export const COLLECTION_FALLBACKS = {
  fetch: 'Er is iets misgegaan tijdens het ophalen van de collecties.',
  create: 'Er is iets misgegaan tijdens het toevoegen van de collectie.',
  update: 'Er is iets misgegaan tijdens het bijwerken van de collectie.',
  delete: 'Er is iets misgegaan tijdens het verwijderen van de collectie.',
  reorder: 'Er is iets misgegaan tijdens het opslaan van de volgorde van de collecties.',
  /** Shown in the form when the save fails without a message from the server. */
  form: 'Er is iets fout gegaan tijdens het verwerken van de collectie.',
  /** Shown beside a collection dropdown whose list could not be loaded. */
  dropdown: (message: string) => `Fout bij laden van collecties: ${message}`,
} as const;
