import {
  DEFAULT_TIME_ZONE,
  formatEuros,
  formatMoney,
  LOCALES,
  ownerTexts,
  textsIn,
  type Language,
} from '@bestelklaar/domain';
import type { SandboxCheckoutSession } from './sandbox-checkout-sessions';
import type { SandboxRefund } from './sandbox-refunds';
import { escapeHtml } from '../../../common/http/test-environment-page';
import { sandboxPage } from './sandbox-page';
import { CHECKOUT_TEXTS, SANDBOX_OWNER_TEXTS } from './checkout-texts';

const OWNER = ownerTexts(SANDBOX_OWNER_TEXTS);

const TIMES = new Map<Language, Intl.DateTimeFormat>();
function timeIn(language: Language): Intl.DateTimeFormat {
  let format = TIMES.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { timeZone: DEFAULT_TIME_ZONE, timeStyle: 'short' });
    TIMES.set(language, format);
  }
  return format;
}
/** dd/mm/yyyy hh:mm, as the dashboard writes dates. */
const DATE_TIME = new Intl.DateTimeFormat('nl-BE', {
  timeZone: DEFAULT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The owner's pages write money the Dutch way, as the dashboard. */
const euros = (cents: number) => formatEuros(cents / 100);

/** What Stripe puts in the success URL's `{CHECKOUT_SESSION_ID}`. */
export function successUrlOf(session: SandboxCheckoutSession): string {
  return session.content.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

/** The language the session's order was placed in (a session stored before it travelled: Dutch). */
const languageOf = (session: SandboxCheckoutSession): Language => session.content.locale ?? 'nl';

/** The payment page for an open session: the shop, the lines, the total, the fee, 'Betalen' and 'Annuleren'. */
export function checkoutPage(session: SandboxCheckoutSession): string {
  const { content } = session;
  const language = languageOf(session);
  const texts = textsIn(CHECKOUT_TEXTS, language);
  const money = (cents: number) => formatMoney(cents / 100, language);
  const shop = escapeHtml(content.shopName);
  const lines = content.lines
    .map(
      (line) => `<tr><td>${escapeHtml(line.name)}</td><td class="num">${line.quantity}</td>
<td class="num">${money(line.unitAmountCents * line.quantity)}</td></tr>`,
    )
    .join('\n');
  return sandboxPage(
    texts.payAt(content.shopName),
    `<div class="card">
  <p class="notice"><strong>${texts.testMode}</strong> — ${texts.testModeNotice}</p>
  <h1>${texts.payAt(shop)}</h1>
  <table class="lines">
    <caption>${texts.yourOrder}</caption>
    <thead><tr><th scope="col">${texts.product}</th><th scope="col" class="num">${texts.quantity}</th><th scope="col" class="num">${texts.amount}</th></tr></thead>
    <tbody>
${lines}
    </tbody>
    <tfoot><tr><th scope="row" colspan="2">${texts.total}</th><td class="num"><strong>${money(content.totalCents)}</strong></td></tr></tfoot>
  </table>
  <p class="muted">${texts.platformFee(money(content.feeCents), shop)}</p>
  <p class="muted">${texts.openUntil(timeIn(language).format(session.expiresAt))}</p>
  <form method="post" action="/api/payments/sandbox/checkout/${session.id}/pay">
    <div class="actions">
      <button type="submit">${texts.pay}</button>
      <a class="button" href="${escapeHtml(content.cancelUrl)}">${texts.cancel}</a>
    </div>
  </form>
</div>`,
    language,
  );
}

/** What a customer reads on a payment page that can no longer be paid. */
export function endedCheckoutPage(session: SandboxCheckoutSession): string {
  const language = languageOf(session);
  const texts = textsIn(CHECKOUT_TEXTS, language);
  const shop = escapeHtml(session.content.shopName);
  return session.status === 'complete'
    ? sandboxPage(
        texts.alreadyPaidTitle,
        `<div class="card">
  <h1>${texts.alreadyPaidHeading}</h1>
  <p>${texts.alreadyPaid(shop)}</p>
  <div class="actions"><a class="button" href="${escapeHtml(successUrlOf(session))}">${texts.toConfirmation}</a></div>
</div>`,
        language,
      )
    : sandboxPage(
        texts.expiredTitle,
        `<div class="card">
  <h1>${texts.expiredHeading}</h1>
  <p>${texts.expired(shop)}</p>
  <div class="actions"><a class="button" href="${escapeHtml(session.content.cancelUrl)}">${texts.backToShop}</a></div>
</div>`,
        language,
      );
}

/** A payment page link that names no session, in the language the customer's browser asks for. */
export function unknownCheckoutPage(language: Language): string {
  const texts = textsIn(CHECKOUT_TEXTS, language);
  return sandboxPage(
    texts.unknownTitle,
    `<div class="card">
  <h1>${texts.unknownHeading}</h1>
  <p>${texts.unknown}</p>
</div>`,
    language,
  );
}

/**
 * The sandbox dashboard's list of a shop's refunds, each named by its payment's order as the
 * payments list names it; nothing while there are none.
 */
export function refundsTable(refunds: SandboxRefund[], sessions: SandboxCheckoutSession[]): string {
  if (refunds.length === 0) return '';
  const sessionsById = new Map(sessions.map((session) => [session.id, session]));
  const orderOf = (refund: SandboxRefund) => {
    const session = sessionsById.get(refund.sessionId);
    return session ? orderLabel(session) : (refund.metadata.orderId ?? '').slice(0, 8).toUpperCase();
  };
  const rows = refunds
    .map(
      (refund) => `<tr>
  <td>${DATE_TIME.format(refund.createdAt).replace(',', '')}</td>
  <td><abbr title="${escapeHtml(refund.metadata.orderId ?? '')}">${escapeHtml(orderOf(refund))}</abbr></td>
  <td class="num">${euros(refund.amountCents)}</td>
  <td>${refund.refundApplicationFee ? OWNER.yes : OWNER.no}</td>
  <td>${OWNER.refundStates[refund.status]}</td>
</tr>`,
    )
    .join('\n');
  return `<div class="scroll" role="region" aria-label="${OWNER.refunds}" tabindex="0">
<table>
  <caption>${OWNER.refundsCaption}</caption>
  <thead><tr><th scope="col">${OWNER.date}</th><th scope="col">${OWNER.order}</th><th scope="col" class="num">${OWNER.amount}</th><th scope="col">${OWNER.feeBack}</th><th scope="col">${OWNER.statusHeading}</th></tr></thead>
  <tbody>
${rows}
  </tbody>
</table>
</div>`;
}

/** The order as the shop knows it, '#1042'; an older session without its number by its id's start. */
function orderLabel(session: SandboxCheckoutSession): string {
  const { orderNumber } = session.content;
  return orderNumber === undefined ? session.orderId.slice(0, 8).toUpperCase() : `#${orderNumber}`;
}

/** The sandbox dashboard's list of a shop's payment pages. */
export function paymentsTable(sessions: SandboxCheckoutSession[]): string {
  if (sessions.length === 0) return `<div class="card"><p>${OWNER.noPayments}</p></div>`;
  const rows = sessions
    .map(
      (session) => `<tr>
  <td>${DATE_TIME.format(session.createdAt).replace(',', '')}</td>
  <td><abbr title="${session.orderId}">${orderLabel(session)}</abbr></td>
  <td class="num">${euros(session.content.totalCents)}</td>
  <td class="num">${euros(session.content.feeCents)}</td>
  <td>${OWNER.sessionStates[session.status]}</td>
</tr>`,
    )
    .join('\n');
  return `<div class="scroll" role="region" aria-label="${OWNER.payments}" tabindex="0">
<table>
  <caption>${OWNER.paymentsCaption}</caption>
  <thead><tr><th scope="col">${OWNER.date}</th><th scope="col">${OWNER.order}</th><th scope="col" class="num">${OWNER.total}</th><th scope="col" class="num">${OWNER.fee}</th><th scope="col">${OWNER.statusHeading}</th></tr></thead>
  <tbody>
${rows}
  </tbody>
</table>
</div>`;
}
