import { ownerTable } from '@bestelklaar/domain';
import type { MailKind } from './outgoing-mail';

/** The sandbox mailbox's pages: the shop's owner reads them, in Dutch as the dashboard. */
export const MAILBOX_TEXTS = ownerTable(
  {
    nl: {
      kinds: {
        'order-confirmation': 'Bevestiging',
        'order-ready': 'Klaar voor afhaling',
        'order-cancelled': 'Geannuleerd',
        'order-refunded': 'Gedeeltelijk terugbetaald',
        'new-order': 'Nieuwe bestelling',
        'customer-cancelled': 'Geannuleerd door de klant',
        'order-not-seen': 'Nog niet gezien',
        'password-reset': 'Wachtwoord vergeten',
        'team-invitation': 'Uitnodiging voor het team',
        'webhook-disabled': 'Webhook uitgeschakeld',
      } satisfies Record<MailKind, string>,
      site: 'Sandbox-mailbox',
      banner: 'Testomgeving: e-mails worden niet echt verzonden maar hier bewaard',
      listTitle: 'Mailbox',
      listHeading: 'Sandbox-mailbox',
      none: 'Nog geen e-mails verzonden. Zodra een bestelling betaald is, verschijnt de bevestiging hier.',
      time: 'Tijd',
      to: 'Aan',
      subject: 'Onderwerp',
      kind: 'Soort',
      sent: 'Verzonden',
      allMails: '← Alle e-mails',
      htmlPart: 'HTML',
      htmlFrame: 'HTML-versie van de e-mail',
      textPart: 'Tekst',
      attachments: 'Bijlagen',
      noAttachments: 'Geen bijlagen.',
      download: 'Volledig bericht (.eml) downloaden',
      notFoundTitle: 'Niet gevonden',
      notFoundHeading: 'Deze e-mail bestaat niet',
      toMailbox: 'Naar de mailbox',
      refusedTitle: 'Link ongeldig',
      refusedHeading: 'Deze link is ongeldig of verlopen',
      refused: 'Open de mailbox opnieuw vanuit je dashboard.',
    },
  },
  'MAILBOX_TEXTS',
);
