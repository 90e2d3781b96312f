/** The mails the product sends. */
export type MailKind =
  | 'order-confirmation'
  | 'order-ready'
  | 'order-cancelled'
  | 'order-refunded'
  | 'new-order'
  | 'customer-cancelled'
  | 'order-not-seen'
  | 'password-reset'
  | 'team-invitation'
  | 'webhook-disabled';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text (e.g. an .ics). */
  content: string;
}

/** A mail ready to go: rendered by its sender, queued in the sender's transaction. */
export interface OutgoingMail {
  accountId: string | null;
  orderId?: string;
  kind: MailKind;
  /** '{kind}:{subject id}', e.g. 'order-confirmation:<order id>': queued at most once. */
  dedupeKey: string;
  /** One address the domain's grammar accepts (isMailableAddress); anything else is recorded as failed, never sent. */
  to: string;
  /** Where a reply goes: the shop's contact e-mail for a customer's mail, the customer's for the shop's copy. */
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}
