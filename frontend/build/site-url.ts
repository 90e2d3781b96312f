import type { Plugin } from 'vite';

/** Open Graph wants absolute addresses, which only the deployment knows: `%SITE_URL%` in index.html. */
export function siteUrl(url: string): Plugin {
  return {
    name: 'bestelklaar:site-url',
    transformIndexHtml: (html) => html.replaceAll('%SITE_URL%', url),
  };
}
