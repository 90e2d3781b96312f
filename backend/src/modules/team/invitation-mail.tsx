import { ownerTable, ownerTexts, type Role } from '@bestelklaar/domain';
import { LinkMail, renderMail } from '../../common/mail/link-mail';

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

/** The invitation to a shop's team: one button, the link written out, and what to do if unexpected. */
export function InvitationMail({
  inviterName,
  role,
  acceptUrl,
  validForDays,
  ...props
}: InvitationMailProps) {
  const shopName = props.shopName.trim() || TEXTS.unnamedShop;
  return (
    <LinkMail
      title={TEXTS.subject(shopName)}
      preview={TEXTS.preview(shopName)}
      paragraphs={[
        TEXTS.hello,
        TEXTS.invited(inviterName, shopName, TEXTS.roles[role]),
        TEXTS.validity(validForDays),
      ]}
      button={TEXTS.button}
      url={acceptUrl}
      copyTheLink={TEXTS.copyTheLink}
      notYou={TEXTS.notYou}
    />
  );
}

/** The mail's HTML and its plain-text part, from the same component. */
export function renderInvitationMail(props: InvitationMailProps) {
  return renderMail(TEXTS.subject(props.shopName.trim() || TEXTS.unnamedShop), <InvitationMail {...props} />);
}
