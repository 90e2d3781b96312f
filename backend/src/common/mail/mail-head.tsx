import type { CSSProperties } from 'react';
import { Head, Preview } from '@react-email/components';

/**
 * Hidden the ways the big clients honour: display:none (most), mso-hide:all (Outlook on Windows),
 * no height or width with overflow hidden (clients that drop display:none); Preview pads the text
 * with zero-width characters so the body's first words do not follow it in the inbox.
 */
const HIDDEN: CSSProperties & { msoHide: 'all' } = {
  display: 'none',
  msoHide: 'all',
  maxHeight: 0,
  maxWidth: 0,
  overflow: 'hidden',
  opacity: 0,
  fontSize: '1px',
  lineHeight: '1px',
  color: 'transparent',
};

/** The mail's title, for the clients and browsers that show it (a mail opened as a page). */
export function MailHead({ title }: { title: string }) {
  return (
    <Head>
      <title>{title}</title>
    </Head>
  );
}

/** The line an inbox shows beside the subject, never shown in the mail itself. */
export function MailPreheader({ text }: { text: string }) {
  return <Preview style={HIDDEN}>{text}</Preview>;
}
