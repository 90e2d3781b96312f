/** Dutch texts the spec fixes to the letter; screens and the server both show these. */
export const MESSAGES = {
  required: 'Dit veld is verplicht',
  email: 'Voer een geldig e-mailadres in',
  minLength: (n: number) => `Moet ten minste ${n} tekens lang zijn`,
  maxLength: (n: number) => `Mag niet langer zijn dan ${n} tekens`,
  positiveNumber: 'Voer een positief getal in',
  slotsOverlap: 'Tijdslots mogen niet overlappen',
  subdomainRequired: 'Subdomein is verplicht.',
  subdomainLength: 'Subdomein moet tussen 3 en 63 tekens lang zijn.',
  subdomainPattern:
    'Subdomein mag alleen kleine letters, cijfers en koppeltekens bevatten (geen begin- of eind-koppeltekens).',
  subdomainMissing: 'Subdomein ontbreekt. Kan de webshop niet lanceren.',
  subdomainReserved: 'Dit subdomein is voorbehouden. Kies een andere naam.',
  subdomainTaken: 'Dit subdomein is al in gebruik. Kies een andere naam.',
  alreadyLaunched: 'Je webshop is al gelanceerd.',
  launchStepsMissing: 'Vul eerst je instellingen aan en voeg een product en een ophaalmoment toe.',
  notLaunched: 'Lanceer eerst je webshop op een subdomein.',
  onboardingLinkFailed: 'Er is iets misgegaan tijdens het ophalen van de onboardinglink.',
  dashboardLinkFailed: 'Kon Stripe dashboard niet laden.',
  invalidWebhook: 'Ongeldige of verlopen webhook-handtekening.',
  unreadableWebhook: 'Deze webhook is ondertekend maar onleesbaar.',
  emailTaken: 'Er bestaat al een account met dit e-mailadres.',
  invalidCredentials: 'E-mailadres of wachtwoord is onjuist.',
  tooManyLoginAttempts: 'Te veel mislukte inlogpogingen. Probeer het over 15 minuten opnieuw.',
  loginTooSoon: (seconds: number) =>
    `Te veel mislukte inlogpogingen na elkaar. Probeer het over ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} opnieuw.`,
  tooManyRequests: 'Te veel verzoeken. Probeer het later opnieuw.',
  tooManyAtOnce: (seconds: number) =>
    `Te veel verzoeken tegelijk. Probeer het over ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} opnieuw.`,
  tooBusy: (seconds: number) =>
    `Het is even te druk. Probeer het over ${seconds} ${seconds === 1 ? 'seconde' : 'seconden'} opnieuw.`,
  unauthorized: 'Je sessie is verlopen of ongeldig. Log opnieuw in.',
  notFound: 'Niet gevonden.',
  /** A member asked for what their role does not allow (issue 'team'). */
  roleRefused: 'Je rol laat dit niet toe.',
  /** An invitation's link (issue 'team'): unknown, used, expired or revoked, and who is already in. */
  invitationUnknown: 'Deze uitnodigingslink is ongeldig.',
  invitationAccepted: 'Deze uitnodiging is al aanvaard. Log in om verder te gaan.',
  invitationExpired: 'Deze uitnodiging is verlopen. Vraag de eigenaar om een nieuwe uitnodiging.',
  invitationRevoked: 'Deze uitnodiging is ingetrokken.',
  alreadyInTeam: 'Dit e-mailadres hoort al bij het team.',
  /** Demoting or removing the shop's only 'eigenaar'. */
  lastOwner: 'Een webshop heeft altijd minstens één eigenaar. Maak eerst iemand anders eigenaar.',
  /** A person whose every membership is gone: they log in, but there is no shop to open. */
  noShop: 'Je account hoort bij geen enkele webshop meer.',
  /** Two-step login (issue 'team'). */
  twoFactorWrongCode: 'Deze code klopt niet. Probeer het opnieuw.',
  twoFactorChallengeExpired: 'Deze inlogstap is verlopen. Log opnieuw in.',
  twoFactorAlreadyOn: 'Tweestapsverificatie staat al aan.',
  twoFactorNotStarted: 'Start eerst het instellen van tweestapsverificatie.',
  twoFactorNotOn: 'Tweestapsverificatie staat niet aan.',
  twoFactorRequiredByShop:
    'Je zaak vraagt tweestapsverificatie voor het hele team; je kan ze niet uitzetten.',
  twoFactorSetupRequired: 'Je zaak vraagt tweestapsverificatie. Stel ze eerst in.',
  twoFactorOwnFirst: 'Zet eerst je eigen tweestapsverificatie aan.',
  malformedJson: 'De aanvraag bevat geen geldige JSON.',
  unknownField: (field: string) => `Onbekend veld: ${field}.`,
  wrongType: 'Ongeldige waarde.',
  readOnlyField: 'Dit veld kan je hier niet wijzigen.',
  payloadTooLarge: 'De aanvraag is te groot.',
  invalidCharacters: 'Deze tekst bevat ongeldige tekens.',
  bodyEncodingMismatch: 'De aanvraag kon niet worden uitgepakt: de inhoud past niet bij de Content-Encoding.',
  unsupportedEncoding: 'Deze Content-Encoding wordt niet ondersteund. Stuur de aanvraag ongecomprimeerd.',
  nestedTooDeeply: 'De aanvraag is te diep genest.',
  repeatedParameter: (name: string) => `De parameter ${name} mag maar één keer voorkomen.`,
  internal: 'Er is iets misgegaan. Probeer het later opnieuw.',
  databaseUnavailable: 'De database is niet bereikbaar.',
} as const;
