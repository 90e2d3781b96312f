/** How prospects reach the provider; set per deployment, with working defaults. */
export const PROVIDER_EMAIL =
  (import.meta.env.VITE_PROVIDER_EMAIL as string | undefined) ?? 'hallo@bestelklaar.be';
export const PROVIDER_CHAT_URL =
  (import.meta.env.VITE_PROVIDER_CHAT_URL as string | undefined) ?? 'https://wa.me/32470000000';

/** A mailto link with subject and body encoded, so the mail app opens prefilled. */
export function mailtoProvider(subject: string, body: string): string {
  return `mailto:${PROVIDER_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export const CREATE_SHOP_MAIL = mailtoProvider(
  'Informatie over een online bestelwebshop',
  'Hallo,\n\nIk wil graag meer informatie over het maken van een online bestelwebshop voor mijn zaak.\n\nNaam van de zaak:\nTelefoonnummer:\n\nMet vriendelijke groeten,',
);
