import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, PRODUCT_PAGES, SHOP_PAGES } from '@bestelklaar/domain';
import { routes } from './routes';

/** Every page path the router has, joined from its nested routes (catch-alls left out). */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    const own = route.index || (route.path !== undefined && !route.children) ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

describe('the routes the server knows (domain site-pages.ts)', () => {
  it('are exactly the pages the router has, so only unknown paths answer 404', () => {
    const shopPages = SHOP_PAGES.map((page) => (page ? `/:shop/${page}` : '/:shop'));
    expect(new Set(pagePaths(routes))).toEqual(new Set([...PRODUCT_PAGES, NOT_FOUND_PAGE, ...shopPages]));
  });
});
