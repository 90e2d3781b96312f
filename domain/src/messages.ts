/** Dutch texts the spec fixes to the letter; screens and the server both show these. */
export const MESSAGES = {
  required: 'Dit veld is verplicht',
  email: 'Voer een geldig e-mailadres in',
  minLength: (n: number) => `Moet ten minste ${n} tekens lang zijn`,
  positiveNumber: 'Voer een positief getal in',
  slotsOverlap: 'Tijdslots mogen niet overlappen',
  subdomainRequired: 'Subdomein is verplicht.',
  subdomainLength: 'Subdomein moet tussen 3 en 63 tekens lang zijn.',
  subdomainPattern:
    'Subdomein mag alleen kleine letters, cijfers en koppeltekens bevatten (geen begin- of eind-koppeltekens).',
  emailTaken: 'Er bestaat al een account met dit e-mailadres.',
  invalidCredentials: 'E-mailadres of wachtwoord is onjuist.',
  tooManyLoginAttempts: 'Te veel mislukte inlogpogingen. Probeer het over 15 minuten opnieuw.',
  tooManyRequests: 'Te veel verzoeken. Probeer het later opnieuw.',
  unauthorized: 'Je sessie is verlopen of ongeldig. Log opnieuw in.',
  notFound: 'Niet gevonden.',
  malformedJson: 'De aanvraag bevat geen geldige JSON.',
  unknownField: (field: string) => `Onbekend veld: ${field}.`,
  wrongType: 'Ongeldige waarde.',
  payloadTooLarge: 'De aanvraag is te groot.',
  internal: 'Er is iets misgegaan. Probeer het later opnieuw.',
  databaseUnavailable: 'De database is niet bereikbaar.',
} as const;
