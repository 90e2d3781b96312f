/** The spec's fallback texts for the menu calls and screens, shown when the server gives no message. */
export const MENU_FALLBACKS = {
  /** The menu form's, for a failed add or edit. */
  form: 'Er is iets fout gegaan tijdens het verwerken van het menu.',
  /** The menu list's. */
  list: "Er is iets foutgegaan bij het ophalen van de menu's",
  delete: 'Er is iets foutgegaan bij het verwijderen van het menu',
} as const;
