/** A page's tab title and meta description; route modules export it as `handle` for the prerenderer. */
export interface PageMeta {
  title: string;
  description: string;
}
