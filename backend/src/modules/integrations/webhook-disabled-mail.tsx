import { ownerTable, ownerTexts } from '@bestelklaar/domain';
import { LinkMail, renderMail } from '../../common/mail/link-mail';

/** The owner reads it, in Dutch as the dashboard. */
const WEBHOOK_DISABLED_MAIL_TEXTS = ownerTable(
  {
    nl: {
      subject: 'Je webhook is uitgeschakeld',
      preview: (url: string) => `Drie dagen lang lukte geen enkele levering aan ${url}.`,
      hello: 'Hallo,',
      disabled: (url: string, shopName: string) =>
        `De webhook van ${shopName} naar ${url} gaf drie dagen lang op geen enkele levering een geldig antwoord. We hebben hem daarom uitgeschakeld.`,
      whatNow:
        'Kijk bij Koppelingen welke antwoorden je server gaf, herstel hem en zet de webhook weer aan. Leveringen die nog wachten gaan dan vanzelf alsnog; opgegeven leveringen verstuur je met "Opnieuw verzenden".',
      button: 'Naar Koppelingen',
      copyTheLink: 'Werkt de knop niet? Kopieer deze link in je browser:',
      notYou: 'Je krijgt deze e-mail als eigenaar van de zaak op Bestelklaar.',
    },
  },
  'WEBHOOK_DISABLED_MAIL_TEXTS',
);

const TEXTS = ownerTexts(WEBHOOK_DISABLED_MAIL_TEXTS);

export interface WebhookDisabledMailProps {
  url: string;
  shopName: string;
  /** `${publicBaseUrl}/dashboard/koppelingen` */
  dashboardUrl: string;
}

/** Tells the owner an endpoint was turned off after 3 days of failures, and where to look. */
export function renderWebhookDisabledMail({ url, shopName, dashboardUrl }: WebhookDisabledMailProps) {
  return renderMail(
    TEXTS.subject,
    <LinkMail
      title={TEXTS.subject}
      preview={TEXTS.preview(url)}
      paragraphs={[TEXTS.hello, TEXTS.disabled(url, shopName || 'je zaak'), TEXTS.whatNow]}
      button={TEXTS.button}
      url={dashboardUrl}
      copyTheLink={TEXTS.copyTheLink}
      notYou={TEXTS.notYou}
    />,
  );
}
