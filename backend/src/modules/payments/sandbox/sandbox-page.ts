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

/** The sandbox provider's own pages: plain server-rendered HTML, clearly marked as a test environment. */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox-betalingen</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; background: Canvas; color: CanvasText; }
  .test { background: #5b21b6; color: #fff; text-align: center; padding: .5rem; font-weight: 600; }
  main { max-width: 560px; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
  .card { border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 12px; padding: 1.5rem; }
  button, a.button { font: inherit; font-size: 1.05rem; padding: .7rem 1.2rem; border-radius: 8px; border: 0; cursor: pointer; text-decoration: none; display: inline-block; }
  button { background: #5b21b6; color: #fff; }
  a.button { background: transparent; color: inherit; border: 1px solid currentColor; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1.5rem; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid color-mix(in srgb, CanvasText 15%, transparent); }
</style>
</head>
<body>
<div class="test">Testomgeving: sandbox-betaalprovider, er wordt geen echt geld verwerkt</div>
<main>${body}</main>
</body>
</html>`;
}
