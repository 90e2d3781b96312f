import type { Language } from '@bestelklaar/domain';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

/** The look every test-environment page shares; each page adds its own rules. */
const BASE_STYLES = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; background: Canvas; color: CanvasText; }
  .test { background: #5b21b6; color: #fff; text-align: center; padding: .5rem; font-weight: 600; }
  main { margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
  .card { border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 12px; padding: 1.5rem; }
  .scroll { overflow-x: auto; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid color-mix(in srgb, CanvasText 15%, transparent); }`;

/**
 * The app's own stand-ins for outside services (the sandbox payment provider, the sandbox mailbox):
 * plain server-rendered HTML, never indexed, with a banner that says plainly it is a test environment.
 */
export function testEnvironmentPage(page: {
  title: string;
  /** The page's language; Dutch unless told. */
  language?: Language;
  /** Which stand-in, e.g. 'Sandbox-betalingen'. */
  site: string;
  banner: string;
  maxWidth: string;
  styles: string;
  body: string;
}): string {
  return `<!doctype html>
<html lang="${page.language ?? 'nl'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} · ${escapeHtml(page.site)}</title>
<style>${BASE_STYLES}
  main { max-width: ${page.maxWidth}; }
${page.styles}
</style>
</head>
<body>
<header class="test">${escapeHtml(page.banner)}</header>
<main>${page.body}</main>
</body>
</html>`;
}
