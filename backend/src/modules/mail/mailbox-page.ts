import { escapeHtml, testEnvironmentPage } from '../../common/http/test-environment-page';
import type { MailKind } from './outgoing-mail';
import type { SandboxMail } from './mail.service';
import { MAILBOX_PATH } from './mailbox-link';

const KIND_LABELS: Record<MailKind, string> = {
  'order-confirmation': 'Bevestiging',
  'order-ready': 'Klaar voor afhaling',
  'order-cancelled': 'Geannuleerd',
  'order-refunded': 'Gedeeltelijk terugbetaald',
  'new-order': 'Nieuwe bestelling',
  'customer-cancelled': 'Geannuleerd door de klant',
  'password-reset': 'Wachtwoord vergeten',
};

const TIME = new Intl.DateTimeFormat('nl-BE', {
  timeZone: 'Europe/Brussels',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** A mailbox page's address, carrying the token on so the next page opens too. */
function mailboxHref(token: string, path = ''): string {
  return escapeHtml(`${MAILBOX_PATH}${path}?${new URLSearchParams({ token })}`);
}

/** The mailbox's list of one shop's mails: newest first. */
export function mailboxListPage(mails: SandboxMail[], token: string): string {
  const body =
    mails.length === 0
      ? `<div class="card"><p>Nog geen e-mails verzonden. Zodra een bestelling betaald is, verschijnt de bevestiging hier.</p></div>`
      : `<div class="scroll"><table>
<thead><tr><th scope="col">Tijd</th><th scope="col">Aan</th><th scope="col">Onderwerp</th><th scope="col">Soort</th></tr></thead>
<tbody>
${mails
  .map(
    (mail) => `<tr>
<td><time datetime="${mail.sentAt.toISOString()}">${escapeHtml(TIME.format(mail.sentAt))}</time></td>
<td class="recipient">${escapeHtml(mail.recipient)}</td>
<td><a href="${mailboxHref(token, `/${mail.id}`)}">${escapeHtml(mail.subject)}</a></td>
<td>${KIND_LABELS[mail.kind] ?? escapeHtml(mail.kind)}</td>
</tr>`,
  )
  .join('\n')}
</tbody>
</table></div>`;
  return mailboxPage('Mailbox', `<h1>Sandbox-mailbox</h1>\n${body}`);
}

/** One mail: its headers, the HTML part in a sandboxed frame (no scripts), the text part, the attachments. */
export function mailboxMailPage(mail: SandboxMail, token: string): string {
  const attachments = mail.attachments
    .map(
      (attachment, index) =>
        `<li><a href="${mailboxHref(token, `/${mail.id}/attachments/${index}`)}" download="${escapeHtml(attachment.filename)}">${escapeHtml(attachment.filename)}</a></li>`,
    )
    .join('');
  return mailboxPage(
    mail.subject,
    `<p><a href="${mailboxHref(token)}">← Alle e-mails</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<dl>
<dt>Aan</dt><dd>${escapeHtml(mail.recipient)}</dd>
<dt>Verzonden</dt><dd><time datetime="${mail.sentAt.toISOString()}">${escapeHtml(TIME.format(mail.sentAt))}</time></dd>
<dt>Soort</dt><dd>${KIND_LABELS[mail.kind] ?? escapeHtml(mail.kind)}</dd>
</dl>
<h2>HTML</h2>
<iframe title="HTML-versie van de e-mail" sandbox srcdoc="${escapeHtml(mail.html)}"></iframe>
<h2>Tekst</h2>
<pre>${escapeHtml(mail.text)}</pre>
<h2>Bijlagen</h2>
${attachments ? `<ul>${attachments}</ul>` : '<p>Geen bijlagen.</p>'}
<p><a href="${mailboxHref(token, `/${mail.id}/eml`)}" download="${mail.id}.eml">Volledig bericht (.eml) downloaden</a></p>`,
  );
}

export function mailboxNotFoundPage(token: string): string {
  return mailboxPage(
    'Niet gevonden',
    `<div class="card"><h1>Deze e-mail bestaat niet</h1><p><a href="${mailboxHref(token)}">Naar de mailbox</a></p></div>`,
  );
}

/** No token, a forged one or an expired one: nothing of any shop is shown. */
export function mailboxLinkRefusedPage(): string {
  return mailboxPage(
    'Link ongeldig',
    `<div class="card"><h1>Deze link is ongeldig of verlopen</h1><p>Open de mailbox opnieuw vanuit je dashboard.</p></div>`,
  );
}

const STYLES = `
  a { color: LinkText; }
  th, td { vertical-align: top; }
  td.recipient { overflow-wrap: anywhere; }
  /* A phone gets one block per mail instead of four squeezed columns. */
  @media (max-width: 600px) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    tr { display: block; padding: .75rem 0; border-bottom: 1px solid color-mix(in srgb, CanvasText 15%, transparent); }
    td { display: block; padding: .1rem 0; border: 0; }
  }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 70vh; border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 8px; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 8px; padding: 1rem; }`;

/** Plain server-rendered HTML, clearly marked as a test environment, like the sandbox payment pages. */
function mailboxPage(title: string, body: string): string {
  return testEnvironmentPage({
    title,
    site: 'Sandbox-mailbox',
    banner: 'Testomgeving: e-mails worden niet echt verzonden maar hier bewaard',
    maxWidth: '960px',
    styles: STYLES,
    body,
  });
}
