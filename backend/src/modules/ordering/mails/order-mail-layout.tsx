import type { ReactNode } from 'react';
import { type Language, textsIn } from '@bestelklaar/domain';
import { Body, Container, Heading, Hr, Html, Img, Link, Section, Text } from '@react-email/components';
import { MailHead, MailPreheader } from '../../../common/mail/mail-head';
import type { OrderDocument } from '../order-document';
import { MAIL_TEXTS } from './mail-texts';
import { styles } from './order-mail-styles';

interface Props {
  shop: OrderDocument['shop'];
  language: Language;
  preview: string;
  title: string;
  /** The customer's link to the order's own page; the shop's copy has none. */
  pageUrl?: string;
  children: ReactNode;
}

/** Every order mail: the shop's logo and name on top, its address and contact at the bottom. */
export function OrderMailLayout({ shop, language, preview, title, pageUrl, children }: Props) {
  return (
    <Html lang={language}>
      <MailHead title={`${title} · ${shop.shopName}`} />
      <MailPreheader text={preview} />
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            {shop.logoUrl ? (
              <Img src={shop.logoUrl} alt={shop.shopName} height="64" style={styles.logo} />
            ) : null}
            <Text style={styles.shopName}>{shop.shopName}</Text>
          </Section>
          <Heading as="h1" style={styles.title}>
            {title}
          </Heading>
          {children}
          {pageUrl ? (
            <Text style={styles.text}>
              <Link href={pageUrl} style={styles.pageLink}>
                {textsIn(MAIL_TEXTS, language).viewOrder}
              </Link>
            </Text>
          ) : null}
          <Hr style={styles.rule} />
          <Section>
            <Text style={styles.footer}>
              {shop.shopName}
              <br />
              {shop.shopAddress}
              <br />
              {[shop.contactEmail, shop.contactGsm].filter(Boolean).join(' · ')}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
