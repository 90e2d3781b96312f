import { escapeHtml, testEnvironmentPage } from '../../common/http/test-environment-page';
import { ownerTexts } from '@bestelklaar/domain';
import type { SandboxMail } from './mail.service';
import { MAILBOX_PATH } from './mailbox-link';
import { MAILBOX_TEXTS } from './mailbox-texts';

const TEXTS = ownerTexts(MAILBOX_TEXTS);

const TIME = new Intl.DateTimeFormat('nl-BE', {
  timeZone: 'Europe/Brussels',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** A mail's kind in words; a kind stored before this one knew it, as it is. */
function kindOf(mail: SandboxMail): string {
  const kinds: Partial<Record<string, string>> = TEXTS.kinds;
  return kinds[mail.kind] ?? escapeHtml(mail.kind);
}

/** A mailbox page's address, carrying the token on so the next page opens too. */
function mailboxHref(token: string, path = ''): string {
  return escapeHtml(`${MAILBOX_PATH}${path}?${new URLSearchParams({ token })}`);
}

/** The mailbox's list of one shop's mails: newest first. */
export function mailboxListPage(mails: SandboxMail[], token: string): string {
  const body =
    mails.length === 0
      ? `<div class="card"><p>${TEXTS.none}</p></div>`
      : `<div class="scroll"><table>
<thead><tr><th scope="col">${TEXTS.time}</th><th scope="col">${TEXTS.to}</th><th scope="col">${TEXTS.subject}</th><th scope="col">${TEXTS.kind}</th></tr></thead>
<tbody>
${mails
  .map(
    (mail) => `<tr>
<td><time datetime="${mail.sentAt.toISOString()}">${escapeHtml(TIME.format(mail.sentAt))}</time></td>
<td class="recipient">${escapeHtml(mail.recipient)}</td>
<td><a href="${mailboxHref(token, `/${mail.id}`)}">${escapeHtml(mail.subject)}</a></td>
<td>${kindOf(mail)}</td>
</tr>`,
  )
  .join('\n')}
</tbody>
</table></div>`;
  return mailboxPage(TEXTS.listTitle, `<h1>${TEXTS.listHeading}</h1>\n${body}`);
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
    `<p><a href="${mailboxHref(token)}">${TEXTS.allMails}</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<dl>
<dt>${TEXTS.to}</dt><dd>${escapeHtml(mail.recipient)}</dd>
<dt>${TEXTS.sent}</dt><dd><time datetime="${mail.sentAt.toISOString()}">${escapeHtml(TIME.format(mail.sentAt))}</time></dd>
<dt>${TEXTS.kind}</dt><dd>${kindOf(mail)}</dd>
</dl>
<h2>${TEXTS.htmlPart}</h2>
<iframe title="${TEXTS.htmlFrame}" sandbox srcdoc="${escapeHtml(mail.html)}"></iframe>
<h2>${TEXTS.textPart}</h2>
<pre>${escapeHtml(mail.text)}</pre>
<h2>${TEXTS.attachments}</h2>
${attachments ? `<ul>${attachments}</ul>` : `<p>${TEXTS.noAttachments}</p>`}
<p><a href="${mailboxHref(token, `/${mail.id}/eml`)}" download="${mail.id}.eml">${TEXTS.download}</a></p>`,
  );
}

export function mailboxNotFoundPage(token: string): string {
  return mailboxPage(
    TEXTS.notFoundTitle,
    `<div class="card"><h1>${TEXTS.notFoundHeading}</h1><p><a href="${mailboxHref(token)}">${TEXTS.toMailbox}</a></p></div>`,
  );
}

/** No token, a forged one or an expired one: nothing of any shop is shown. */
export function mailboxLinkRefusedPage(): string {
  return mailboxPage(
    TEXTS.refusedTitle,
    `<div class="card"><h1>${TEXTS.refusedHeading}</h1><p>${TEXTS.refused}</p></div>`,
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
    site: TEXTS.site,
    banner: TEXTS.banner,
    maxWidth: '960px',
    styles: STYLES,
    body,
  });
}
