import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@bestelklaar/domain';
import {
  orderPayload,
  payInSandbox,
  placeNumberedOrder,
  useOrderingApp,
  type NumberedOrder,
} from './support/order-fixtures';
import type { ReceivedMail } from './support/smtp-inbox';

const { t, shop, inbox } = useOrderingApp({ mail: true, shop: { maxOrdersPerSlot: 50 } });
let shopName: string;

beforeAll(async () => {
  shopName = (await t.http.get('/api/admin/account/settings').set(shop.owner.auth).expect(200)).body.shopName;
});

type PlacedOrder = NumberedOrder & { email: string };

let customers = 0;

/** 2 × Tomatensoep (€ 9,00) for Monday 17 June 2030 11:00-11:30, by a customer of its own, in `language`. */
async function placeIn(language: Language): Promise<PlacedOrder> {
  customers += 1;
  const email = `klant-${language}-${customers}@voorbeeld.be`;
  return { ...(await placeNumberedOrder(t, shop, orderPayload(shop, { email, language }))), email };
}

/** A mail as a person reads it: tags gone, every run of white space (non-breaking too) one space. */
function read(mail: ReceivedMail): { subject: string; html: string; text: string; words: string } {
  const flat = (value: string) => value.replace(/[\s\u00a0\u202f]+/g, ' ');
  const html = mail.parsed.html as string;
  return {
    subject: flat(mail.parsed.subject ?? ''),
    html,
    text: flat(mail.parsed.text ?? ''),
    words: flat(html.replace(/<[^>]*>/g, ' ')),
  };
}

async function mailTo(order: PlacedOrder, subject: string): Promise<ReceivedMail> {
  const [mail] = await inbox.waitFor(
    (candidate) =>
      candidate.envelope.to.includes(order.email) &&
      read(candidate).subject === subject.replace('{n}', String(order.number)).replace('{shop}', shopName),
  );
  return mail;
}

/** The .ics attached to a mail, its folded lines joined and its text values unescaped. */
function calendarOf(mail: ReceivedMail, filename: string): Record<string, string> {
  const attachment = mail.parsed.attachments.find((file) => file.filename === filename);
  expect(attachment, `attachment ${filename}`).toBeDefined();
  const lines = attachment!.content
    .toString('utf8')
    .replace(/\r\n[ \t]/g, '')
    .split(/\r\n/);
  return Object.fromEntries(
    lines
      .filter((line) => /^(SUMMARY|DESCRIPTION)[:;]/.test(line))
      .map((line) => [line.split(/[:;]/)[0], line.slice(line.indexOf(':') + 1).replace(/\\([,;\\])/g, '$1')]),
  );
}

const DUTCH_WORDS = /Bestelling|Afhalen|Bedankt|Totaal|Subtotaal|Bekijk je bestelling|Vragen\?/;

describe('a French order', () => {
  it('has its sandbox payment page in French', async () => {
    const order = await placeIn('fr');
    const page = await t.http.get(order.paymentPath).expect(200);
    expect(page.text).toContain('<html lang="fr">');
    const words = page.text.replace(/<[^>]*>/g, ' ').replace(/[\s\u00a0\u202f]+/g, ' ');
    for (const text of [
      `Payer chez ${shopName}`,
      'Mode test',
      'Votre commande',
      'Quantité',
      'Montant',
      'Total 9,00 €',
      'de frais de plateforme pour Bestelklaar',
      'Cette page de paiement reste ouverte jusqu’à',
      'Payer',
      'Annuler',
    ])
      expect(words).toContain(text);
    expect(words).not.toMatch(/Betalen|Annuleren|Aantal|Testmodus/);

    await payInSandbox(t, order.orderId);
    const paid = await t.http.get(order.paymentPath).expect(200);
    expect(paid.text).toContain('Cette commande est déjà payée');
  });

  it('answers a payment page that does not exist in the language the browser asks for', async () => {
    const missing = await t.http
      .get('/api/payments/sandbox/checkout/cs_sandbox_0000000000000000')
      .set('Accept-Language', 'fr-BE,fr;q=0.9')
      .expect(404);
    expect(missing.text).toContain('Cette page de paiement n’existe pas');
    const dutch = await t.http.get('/api/payments/sandbox/checkout/cs_sandbox_0000000000000000').expect(404);
    expect(dutch.text).toContain('Deze betaalpagina bestaat niet');
  });

  it('is confirmed in French, subject and body, with its calendar file in French', async () => {
    const order = await placeIn('fr');
    await payInSandbox(t, order.orderId);
    const mail = await mailTo(order, 'Confirmation de votre commande n° {n} chez {shop}');
    const { html, text, words } = read(mail);
    expect(html).toMatch(/<html[^>]* lang="fr"/);
    for (const part of [text, words]) {
      expect(part).toContain('Bonjour Jan Janssens, votre commande chez');
      expect(part).toContain('est payée et confirmée.');
      expect(part).toContain(`Commande n° ${order.number}`);
      expect(part).toContain('Retrait le lundi 17 juin 2030 entre 11:00 et 11:30');
      expect(part).toContain('2 × Tomatensoep');
      expect(part).toMatch(/Sous-total [\d,]+ € TVA \(6 %\) [\d,]+ € Total 9,00 €/);
      expect(part).toContain('Vous trouverez l’heure de retrait en pièce jointe');
      expect(part).toContain('Voir votre commande');
      expect(part).not.toMatch(DUTCH_WORDS);
    }
    // The order's page opens in French too.
    expect(text).toMatch(new RegExp(`/bestelling/${order.orderId}\\?t=[A-Za-z0-9_-]+&lang=fr`));

    const calendar = calendarOf(mail, `commande-${order.number}.ics`);
    expect(calendar.SUMMARY).toBe(`Retrait de la commande n°\u00a0${order.number} chez ${shopName}`);
    expect(calendar.DESCRIPTION).toBe(
      `Heure de retrait 11:00–11:30 pour la commande n°\u00a0${order.number}.`,
    );
  });

  it('gets its ready, refund and cancellation mails in French', async () => {
    const order = await placeIn('fr');
    await payInSandbox(t, order.orderId);
    await mailTo(order, 'Confirmation de votre commande n° {n} chez {shop}');

    await t.http
      .put(`/api/admin/orders/${order.orderId}/mark-ready`)
      .set(shop.owner.auth)
      .send({ ready: true })
      .expect(200);
    const ready = read(await mailTo(order, 'Votre commande n° {n} chez {shop} est prête à être retirée'));
    expect(ready.text).toContain('votre commande est prête. Vous pouvez la retirer chez');
    expect(ready.text).not.toMatch(DUTCH_WORDS);

    await t.http
      .post(`/api/admin/orders/${order.orderId}/refunds`)
      .set(shop.owner.auth)
      .send({ amount: 1.5, reason: 'Soupe froide' })
      .expect(201);
    const refund = read(
      await mailTo(order, 'Votre commande n° {n} chez {shop} a été partiellement remboursée'),
    );
    expect(refund.text).toContain(`vous rembourse une partie de votre commande n° ${order.number}.`);
    expect(refund.text).toContain('Motif : Soupe froide');
    expect(refund.text).toContain('Montant remboursé : 1,50 €.');
    expect(refund.text).toContain(
      'Le montant est reversé sur le compte ou la carte utilisés pour le paiement',
    );
    expect(refund.text).not.toMatch(DUTCH_WORDS);

    const other = await placeIn('fr');
    await payInSandbox(t, other.orderId);
    await t.http
      .post(`/api/admin/orders/${other.orderId}/cancel`)
      .set(shop.owner.auth)
      .send({ reason: 'Plus de soupe' })
      .expect(200);
    const cancelled = read(await mailTo(other, 'Votre commande n° {n} chez {shop} a été annulée'));
    expect(cancelled.text).toContain(`a annulé votre commande n° ${other.number}.`);
    expect(cancelled.text).toContain('Montant remboursé : 9,00 €.');
  });

  it('leaves the shop its copy in Dutch', async () => {
    const order = await placeIn('fr');
    await payInSandbox(t, order.orderId);
    const [copy] = await inbox.waitFor(
      (mail) => read(mail).subject === `Nieuwe bestelling #${order.number} van Jan Janssens`,
    );
    const { html, text } = read(copy);
    expect(html).toMatch(/<html[^>]* lang="nl"/);
    expect(text).toContain(`Bestelling #${order.number}`);
    expect(text).toContain('Afhalen op maandag 17 juni 2030 tussen 11:00 en 11:30');
    expect(text).toContain('Totaal € 9,00');
  });
});

describe('an English order', () => {
  it('is confirmed in English, with its calendar file in English', async () => {
    const order = await placeIn('en');
    await payInSandbox(t, order.orderId);
    const mail = await mailTo(order, 'Confirmation of your order #{n} at {shop}');
    const { html, text, words } = read(mail);
    expect(html).toMatch(/<html[^>]* lang="en"/);
    for (const part of [text, words]) {
      expect(part).toContain('Hello Jan Janssens, your order at');
      expect(part).toContain(`Order #${order.number}`);
      expect(part).toContain('Pickup on Monday, 17 June 2030 between 11:00 and 11:30');
      expect(part).toMatch(/Subtotal €[\d.]+ VAT \(6%\) €[\d.]+ Total €9\.00/);
      expect(part).toContain('The pickup time is attached as a calendar event. Questions? Get in touch with');
      expect(part).not.toMatch(DUTCH_WORDS);
    }
    const calendar = calendarOf(mail, `order-${order.number}.ics`);
    expect(calendar.SUMMARY).toBe(`Pick up order #${order.number} at ${shopName}`);
    expect(calendar.DESCRIPTION).toBe(`Pickup time 11:00–11:30 for order #${order.number}.`);
  });

  it('opens its sandbox payment page in English', async () => {
    const order = await placeIn('en');
    const page = await t.http.get(order.paymentPath).expect(200);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain(`Pay ${shopName}`);
    expect(page.text).toContain('€9.00');
  });
});

describe('a Dutch order', () => {
  it('is mailed and paid in Dutch as before', async () => {
    const order = await placeIn('nl');
    const page = await t.http.get(order.paymentPath).expect(200);
    expect(page.text).toContain('<html lang="nl">');
    expect(page.text).toContain('Betalen');
    await payInSandbox(t, order.orderId);
    const mail = await mailTo(order, 'Bevestiging van je bestelling #{n} bij {shop}');
    expect(read(mail).text).toContain('Afhalen op maandag 17 juni 2030 tussen 11:00 en 11:30');
    expect(read(mail).text).not.toContain('&lang=');
    expect(calendarOf(mail, `bestelling-${order.number}.ics`).SUMMARY).toBe(
      `Bestelling #${order.number} afhalen bij ${shopName}`,
    );
  });
});
