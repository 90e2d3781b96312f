import { textsIn, type Language } from '@bestelklaar/domain';
import { testEnvironmentPage } from '../../../common/http/test-environment-page';
import { CHECKOUT_TEXTS } from './checkout-texts';

const STYLES = `
  button, a.button { font: inherit; font-size: 1.05rem; padding: .7rem 1.2rem; border-radius: 8px; border: 0; cursor: pointer; text-decoration: none; display: inline-block; }
  button { background: #5b21b6; color: #fff; }
  a.button { background: transparent; color: inherit; border: 1px solid currentColor; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1.5rem; }
  th, td { overflow-wrap: break-word; }
  caption { text-align: left; font-weight: 600; padding: .5rem 0; }
  .num { text-align: right; white-space: nowrap; }
  /*
   * The amounts take the width they need, however many digits (€ 123.456,78 too); the product's
   * name takes what is left, wrapping between words and, for a word longer than that, inside it.
   */
  table.lines td:first-child { overflow-wrap: anywhere; }
  .notice { border-left: 4px solid #5b21b6; padding: .5rem .75rem; margin: 0 0 1rem; }
  .muted { font-size: .95rem; }
  @media (max-width: 400px) {
    .card { padding: 1rem; }
    th, td { padding: .5rem .3rem; }
  }
  h1 { font-size: 1.5rem; line-height: 1.25; overflow-wrap: anywhere; }`;

/**
 * The sandbox provider's own pages: plain server-rendered HTML, clearly marked as a test environment;
 * a customer's payment pages in the order's language, the owner's Dutch.
 */
export function sandboxPage(title: string, body: string, language: Language = 'nl'): string {
  const texts = textsIn(CHECKOUT_TEXTS, language);
  return testEnvironmentPage({
    title,
    language,
    site: texts.site,
    banner: texts.banner,
    maxWidth: '560px',
    styles: STYLES,
    body,
  });
}
