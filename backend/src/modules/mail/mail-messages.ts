/** The mail context's Dutch texts. */
export const MAIL_MESSAGES = {
  invalidRecipient: 'Ongeldig e-mailadres van de ontvanger.',
  unknownError: 'Onbekende fout bij het verzenden.',
  mailNotFound: 'Deze e-mail bestaat niet.',
  sandboxGotNoMessage: 'De sandbox kreeg geen opgebouwd bericht.',
} as const;
