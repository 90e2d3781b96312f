import { ownerTable, ownerTexts } from '@bestelklaar/domain';
import { LinkMail, renderMail } from '../../common/mail/link-mail';

/** The reset mail's texts: an owner reads it, in Dutch as the dashboard. */
const RESET_MAIL_TEXTS = ownerTable(
  {
    nl: {
      subject: 'Wachtwoord vergeten',
      preview: 'Stel een nieuw wachtwoord in voor je Bestelklaar-account.',
      hello: (name: string) => `Hallo ${name},`,
      request: (minutes: number) =>
        `We kregen een aanvraag om het wachtwoord van je Bestelklaar-account opnieuw in te stellen. Kies hieronder een nieuw wachtwoord. De link werkt één keer en is ${minutes} minuten geldig.`,
      button: 'Nieuw wachtwoord instellen',
      copyTheLink: 'Werkt de knop niet? Kopieer deze link in je browser:',
      notYou:
        'Heb je dit niet zelf aangevraagd? Dan mag je deze e-mail negeren: je wachtwoord blijft ongewijzigd.',
    },
  },
  'RESET_MAIL_TEXTS',
);

const TEXTS = ownerTexts(RESET_MAIL_TEXTS);

export const PASSWORD_RESET_SUBJECT = TEXTS.subject;

export interface PasswordResetMailProps {
  ownerName: string;
  /** `${publicBaseUrl}/wachtwoord-herstellen?token=…` */
  resetUrl: string;
  validForMinutes: number;
}

/** The 'Wachtwoord vergeten' mail to an owner: one button, the link written out, and what to do if it was not them. */
export function PasswordResetMail({ ownerName, resetUrl, validForMinutes }: PasswordResetMailProps) {
  return (
    <LinkMail
      title={TEXTS.subject}
      preview={TEXTS.preview}
      paragraphs={[TEXTS.hello(ownerName), TEXTS.request(validForMinutes)]}
      button={TEXTS.button}
      url={resetUrl}
      copyTheLink={TEXTS.copyTheLink}
      notYou={TEXTS.notYou}
    />
  );
}

/** The mail's HTML and its plain-text part, from the same component. */
export function renderPasswordResetMail(props: PasswordResetMailProps) {
  return renderMail(PASSWORD_RESET_SUBJECT, <PasswordResetMail {...props} />);
}
