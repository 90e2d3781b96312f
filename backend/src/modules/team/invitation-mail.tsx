import { Body, Button, Container, Heading, Html, Link, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { ownerTable, ownerTexts, type Role } from '@bestelklaar/domain';
import { MailHead, MailPreheader } from '../../common/mail/mail-head';

/** The invitation mail's texts: a colleague of the owner reads it, in Dutch as the dashboard. */
const INVITATION_MAIL_TEXTS = ownerTable(
  {
    nl: {
      subject: (shopName: string) => `Uitnodiging voor het team van ${shopName}`,
      preview: (shopName: string) => `Je bent uitgenodigd om mee te werken in ${shopName} op Bestelklaar.`,
      unnamedShop: 'een webshop',
      hello: 'Hallo,',
      invited: (inviter: string, shopName: string, role: string) =>
        `${inviter} nodigt je uit om als ${role} mee te werken in ${shopName} op Bestelklaar.`,
      validity: (days: number) =>
        `Heb je nog geen account, dan kies je je naam en een wachtwoord; heb je er al een, dan log je in met je wachtwoord. De link werkt één keer en is ${days} dagen geldig.`,
      button: 'Uitnodiging aanvaarden',
      copyTheLink: 'Werkt de knop niet? Kopieer deze link in je browser:',
      notYou: 'Verwachtte je deze uitnodiging niet? Dan mag je deze e-mail negeren.',
      roles: {
        eigenaar: 'eigenaar',
        beheerder: 'beheerder',
        medewerker: 'medewerker',
        boekhouder: 'boekhouder',
      } satisfies Record<Role, string>,
    },
  },
  'INVITATION_MAIL_TEXTS',
);

const TEXTS = ownerTexts(INVITATION_MAIL_TEXTS);

export interface InvitationMailProps {
  inviterName: string;
  shopName: string;
  role: Role;
  /** `${publicBaseUrl}/uitnodiging?token=…` */
  acceptUrl: string;
  validForDays: number;
}

const colors = { text: '#1f2933', muted: '#52606d', brand: '#b45309', border: '#e4e7eb', page: '#f5f7fa' };

/** The invitation to a shop's team: one button, the link written out, and what to do if unexpected. */
export function InvitationMail({
  inviterName,
  role,
  acceptUrl,
  validForDays,
  ...props
}: InvitationMailProps) {
  const shopName = props.shopName.trim() || TEXTS.unnamedShop;
  const subject = TEXTS.subject(shopName);
  return (
    <Html lang="nl">
      <MailHead title={subject} />
      <MailPreheader text={TEXTS.preview(shopName)} />
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
            {subject}
          </Heading>
          <Text style={{ color: colors.text, fontSize: 16, lineHeight: '24px' }}>{TEXTS.hello}</Text>
          <Text style={{ color: colors.text, fontSize: 16, lineHeight: '24px' }}>
            {TEXTS.invited(inviterName, shopName, TEXTS.roles[role])}
          </Text>
          <Text style={{ color: colors.text, fontSize: 16, lineHeight: '24px' }}>
            {TEXTS.validity(validForDays)}
          </Text>
          <Section style={{ margin: '24px 0', textAlign: 'center' }}>
            <Button
              href={acceptUrl}
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
            <Link href={acceptUrl} style={{ color: colors.brand, wordBreak: 'break-all' }}>
              {acceptUrl}
            </Link>
          </Text>
          <Text style={{ color: colors.muted, fontSize: 14, lineHeight: '20px' }}>{TEXTS.notYou}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The mail's HTML and its plain-text part, from the same component. */
export async function renderInvitationMail(
  props: InvitationMailProps,
): Promise<{ subject: string; html: string; text: string }> {
  const element = <InvitationMail {...props} />;
  return {
    subject: TEXTS.subject(props.shopName.trim() || TEXTS.unnamedShop),
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
