import { createHash, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, errors, expect, type Page } from '@playwright/test';

type ColourScheme = 'light' | 'dark';

/** Addresses not analysed for accessibility: /logout only leads elsewhere. */
const NOT_ANALYSED = new Set(['/logout']);

/**
 * Every test runs against the server the global setup started; after it, every page it visited is
 * analysed with axe-core, in the light and the dark theme (see accessibilityGuard).
 */
export const test = base.extend<{ accessibilityGuard: void }>({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },

  /**
   * A standing guard: no page the suite reaches may have a serious or critical accessibility
   * violation, in either colour scheme. Each state is analysed once in the whole run (in any
   * worker): after a passing test, the page as the test left it, when no test has left that address
   * in the same state (the same open dialogs) before; then every other address the test visited
   * that no test has analysed yet.
   */
  accessibilityGuard: [
    async ({ page }, use, testInfo) => {
      const visited = new Set<string>();
      const origin = new URL(process.env.E2E_BASE_URL!).origin;
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const url = new URL(frame.url());
        if (url.origin === origin && !NOT_ANALYSED.has(url.pathname)) visited.add(url.pathname + url.search);
      });

      await use();

      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      const problems: string[] = [];
      const current = new URL(page.url());
      if (current.origin === origin) {
        const where = `${current.pathname}${current.search}`;
        // The page as the test left it counts as analysed for its address: a later visit of that
        // address (as the loop below would make) adds nothing; an open dialog is a state of its own.
        const dialogs = await openDialogNames(page);
        // Numbers in a dialog's name (an order's) do not make another state.
        const names = dialogs.map((name) => name.replace(/\d+/g, '#'));
        const state = names.length ? `${where} [${names.join(' | ')}]` : where;
        if (claimForAnalysis(state)) {
          problems.push(...(await violations(page, `${state} (einde van de test)`)));
        }
        if (!dialogs.length) visited.delete(where);
      }
      for (const address of visited) {
        if (!claimForAnalysis(address)) continue;
        await page.goto(address);
        await settle(page);
        problems.push(...(await violations(page, address)));
      }
      expect(problems, 'ernstige of kritieke toegankelijkheidsproblemen').toEqual([]);
    },
    { auto: true, timeout: 120_000 },
  ],
});

export { expect };

/**
 * True for the first caller in the whole run (workers share the global setup's folder): creating
 * a file named after the address either succeeds once or fails because it exists.
 */
function claimForAnalysis(address: string): boolean {
  const name = createHash('sha256').update(address).digest('hex');
  try {
    writeFileSync(join(process.env.E2E_ANALYSED_DIR!, name), address, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The accessible names of the dialogs open on the page, which make its state differ from a plain visit. */
const openDialogNames = (page: Page) =>
  page
    .locator('[role="dialog"]:visible, [role="alertdialog"]:visible')
    .evaluateAll((dialogs) =>
      dialogs.map(
        (dialog) =>
          dialog.getAttribute('aria-label') ??
          document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ??
          dialog.getAttribute('role')!,
      ),
    );

/**
 * Lets the page finish loading its data and showing it before it is analysed. A page that keeps
 * itself current (the shop page asks again every second, an open order page every few) may not
 * fall quiet at all: then it is analysed once its quiet moment is overdue.
 */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: SETTLE_WITHIN_MS }).catch((error: unknown) => {
    if (!(error instanceof errors.TimeoutError)) throw error;
  });
  await nextFrames(page);
}

const SETTLE_WITHIN_MS = 10_000;

const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );

/** The page's serious and critical axe-core violations in both colour schemes, one line each. */
async function violations(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as ColourScheme[]) {
    // Without motion, nothing is caught halfway through a fade (e.g. a dialog or toast appearing).
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    // The app follows the system's scheme (frontend/src/lib/theme.ts); pages without it are skipped.
    await page.waitForFunction((expected) => {
      const { theme } = document.documentElement.dataset;
      return theme === undefined || theme === expected || 'themeLocked' in document.documentElement.dataset;
    }, scheme);
    await nextFrames(page);
    found.push(...(await seriousViolations(page, `${where} [${scheme}]`)));
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  return found;
}

/** axe-core's serious and critical violations of the page (or only of `part`) as it is, one line each. */
async function seriousViolations(page: Page, where: string, part?: string): Promise<string[]> {
  // A frame sandboxed without scripts (the mailbox's view of a mail) cannot host axe: left out.
  // Only violations: axe then skips writing up every passing and inconclusive check (~10 s a run).
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .exclude('iframe[sandbox]');
  const results = await (part ? builder.include(part) : builder).analyze();
  return results.violations.flatMap((violation) => {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') return [];
    const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
    return [`${where} ${violation.id} (${violation.impact}): ${violation.help} — ${targets}`];
  });
}

/**
 * No serious or critical accessibility violation in `part` of the page (a CSS selector) as it is at
 * this moment, in the light and the dark theme: for states the guard after the test cannot reach
 * (the pointer over a chosen control, say). The theme is set on the page itself, so a shop's page,
 * which wears the shop's own theme whatever the system prefers, is analysed in both too; the
 * pointer stays where it is.
 */
export async function expectAccessibleNow(page: Page, where: string, part: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const worn = await page.evaluate(() => document.documentElement.dataset.theme);
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as ColourScheme[]) {
    await page.evaluate((chosen) => (document.documentElement.dataset.theme = chosen), theme);
    await nextFrames(page);
    found.push(...(await seriousViolations(page, `${where} [${theme}]`, part)));
  }
  await page.evaluate((theme) => {
    if (theme === undefined) delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
  }, worn);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(found, 'ernstige of kritieke toegankelijkheidsproblemen').toEqual([]);
}

export function uniqueEmail(prefix = 'eigenaar'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@voorbeeld.be`;
}

/** Creates an account through the API (fast), for tests that are about what comes after. */
export async function createAccount(page: Page, name = 'Test Eigenaar') {
  const email = uniqueEmail();
  const password = 'geheim123';
  const response = await page.request.post('/api/admin/auth/signup', { data: { name, email, password } });
  expect(response.status()).toBe(201);
  return { name, email, password };
}

/** Logs in through the real login screen. */
export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto('/inloggen');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
