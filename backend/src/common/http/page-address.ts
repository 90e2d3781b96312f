import { sitePageOf } from '@bestelklaar/domain';

const TITLE = /<title>[\s\S]*?<\/title>/i;

const OG_URL = /<meta\s+property="og:url"\s+content="([^"]*)"\s*\/?>\s*/i;
const CANONICAL = /<link\s+rel="canonical"\s+href="[^"]*"\s*\/?>\s*/gi;

/**
 * The address a page of the product claims as its own under the site's public address: the path as
 * the router reads it (no case, no trailing slash). Other paths (a shop's deeper pages, a path that
 * names nothing) claim none: a 'not found' page or a customer's order has no address to share.
 */
export function pageAddress(baseUrl: string, path: string): string | undefined {
  if (sitePageOf(path).kind !== 'product') return undefined;
  const page = path.length > 1 ? path.replace(/\/$/, '').toLowerCase() : path;
  return `${baseUrl}${page === '/' ? '/' : page}`;
}

/**
 * A built page with the site's public address: the build's own address (its og:url, from SITE_URL
 * at build time) is replaced by `baseUrl` wherever a head tag names it (og:image), and the page
 * claims `address` in og:url and a canonical link, or no address at all.
 */
export function withPageAddress(html: string, baseUrl: string, address: string | undefined): string {
  const built = OG_URL.exec(html)?.[1];
  const builtOrigin = built && URL.canParse(built) ? new URL(built).origin : undefined;
  let page = html.replace(OG_URL, '').replace(CANONICAL, '');
  if (builtOrigin) page = page.replaceAll(`content="${builtOrigin}/`, `content="${baseUrl}/`);
  if (address === undefined) return page;
  const escaped = address.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const tags = `<link rel="canonical" href="${escaped}" />\n    <meta property="og:url" content="${escaped}" />\n  `;
  const head = page.indexOf('</head>');
  return head === -1 ? page : page.slice(0, head) + tags + page.slice(head);
}

/** A built page with `title` in its <title>, or as built when the page has no title of its own. */
export function withPageTitle(html: string, title: string | undefined): string {
  if (title === undefined) return html;
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return html.replace(TITLE, () => `<title>${escaped}</title>`);
}
