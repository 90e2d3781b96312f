/**
 * Thrown while rendering a page whose subject is not there for this visitor (an unknown order, or
 * a wrong secret): the route's boundary shows the site's 404 page instead of the crash page.
 */
export class PageNotFound extends Error {
  constructor() {
    super('Pagina niet gevonden');
    this.name = 'PageNotFound';
  }
}
