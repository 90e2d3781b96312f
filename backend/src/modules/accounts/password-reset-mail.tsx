import { Body, Button, Container, Heading, Html, Link, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { ownerTable, ownerTexts } from '@bestelklaar/domain';
import { MailHead, MailPreheader } from '../../common/mail/mail-head';

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

const colors = { text: '#1f2933', muted: '#52606d', brand: '#b45309', border: '#e4e7eb', page: '#f5f7fa' };

/** The 'Wachtwoord vergeten' mail to an owner: one button, the link written out, and what to do if it was not them. */
export function PasswordResetMail({ ownerName, resetUrl, validForMinutes }: PasswordResetMailProps) {
  return (
    <Html lang="nl">
      <MailHead title={PASSWORD_RESET_SUBJECT} />
      <MailPreheader text={TEXTS.preview} />
      <Body style={{ backgroundColor: colors.page, fontFamily: 'Arial, Helvetica, sans-serif', margin: 0 }}>
        <Container
          style={{
            backgroundColor: '#ffffff',
            border: `1px solid ${colors.border}`,
            borderRadius: 8,
            margin: '32px auto',
            maxWidth: 560,
            padding: 32,
          }}
        >
          <Heading as="h1" style={{ color: colors.text, fontSize: 22, margin: '0 0 16px' }}>
            {TEXTS.subject}
          </Heading>
          <Text style={{ color: colors.text, fontSize: 16, lineHeight: '24px' }}>
            {TEXTS.hello(ownerName)}
          </Text>
          <Text style={{ color: colors.text, fontSize: 16, lineHeight: '24px' }}>
            {TEXTS.request(validForMinutes)}
          </Text>
          <Section style={{ margin: '24px 0', textAlign: 'center' }}>
            <Button
              href={resetUrl}
              style={{
                backgroundColor: colors.brand,
                borderRadius: 6,
                color: '#ffffff',
                fontSize: 16,
                fontWeight: 'bold',
                padding: '12px 20px',
                textDecoration: 'none',
              }}
            >
              {TEXTS.button}
            </Button>
          </Section>
          <Text style={{ color: colors.muted, fontSize: 14, lineHeight: '20px' }}>
            {TEXTS.copyTheLink}
            <br />
            <Link href={resetUrl} style={{ color: colors.brand, wordBreak: 'break-all' }}>
              {resetUrl}
            </Link>
          </Text>
          <Text style={{ color: colors.muted, fontSize: 14, lineHeight: '20px' }}>{TEXTS.notYou}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The mail's HTML and its plain-text part, from the same component. */
export async function renderPasswordResetMail(
  props: PasswordResetMailProps,
): Promise<{ subject: string; html: string; text: string }> {
  const element = <PasswordResetMail {...props} />;
  return {
    subject: PASSWORD_RESET_SUBJECT,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
