import { mailtoProvider } from '../../lib/provider-contact';

export const TRIAL_MAIL = mailtoProvider(
  'Gratis proefperiode Bestelklaar',
  'Hallo,\n\nIk wil Bestelklaar graag gratis uitproberen voor mijn zaak.\n\nNaam van de zaak:\nGemeente:\nTelefoonnummer:\n\nMet vriendelijke groeten,',
);

export const INFO_MAIL = mailtoProvider(
  'Meer informatie over Bestelklaar',
  'Hallo,\n\nIk wil graag meer informatie over Bestelklaar.\n\nMijn vraag:\n\nNaam van de zaak:\nTelefoonnummer:\n\nMet vriendelijke groeten,',
);
