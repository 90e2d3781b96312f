import { Body, Button, Container, Heading, Html, Link, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { MailHead, MailPreheader } from './mail-head';

/** The words of a mail to a person of a shop that hands them one link (a password reset, an invitation). */
export interface LinkMailProps {
  title: string;
  preview: string;
  /** What the mail says before the button, one paragraph each. */
  paragraphs: string[];
  button: string;
  url: string;
  /** 'Werkt de knop niet? …', above the link written out. */
  copyTheLink: string;
  /** What to do when the mail was not meant for them. */
  notYou: string;
}

const colors = { text: '#1f2933', muted: '#52606d', brand: '#b45309', border: '#e4e7eb', page: '#f5f7fa' };
const paragraph = { color: colors.text, fontSize: 16, lineHeight: '24px' };
const small = { color: colors.muted, fontSize: 14, lineHeight: '20px' };

/** Dutch, as the dashboard: one button, the link written out for a client that shows no button, and a way out. */
export function LinkMail({ title, preview, paragraphs, button, url, copyTheLink, notYou }: LinkMailProps) {
  return (
    <Html lang="nl">
      <MailHead title={title} />
      <MailPreheader text={preview} />
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
            {title}
          </Heading>
          {paragraphs.map((text) => (
            <Text key={text} style={paragraph}>
              {text}
            </Text>
          ))}
          <Section style={{ margin: '24px 0', textAlign: 'center' }}>
            <Button
              href={url}
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
              {button}
            </Button>
          </Section>
          <Text style={small}>
            {copyTheLink}
            <br />
            <Link href={url} style={{ color: colors.brand, wordBreak: 'break-all' }}>
              {url}
            </Link>
          </Text>
          <Text style={small}>{notYou}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A mail's HTML and its plain-text part, from the same element. */
export async function renderMail(
  subject: string,
  element: ReactElement,
): Promise<{ subject: string; html: string; text: string }> {
  return { subject, html: await render(element), text: await render(element, { plainText: true }) };
}
