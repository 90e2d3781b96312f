import { lazy, type ComponentType } from 'react';

/**
 * A part of the checkout loaded when needed, together with the data layer it uses (ShopQueries),
 * which the shop page's first load leaves out. `preload` starts loading both on the customer's
 * intent (the cart opening, a pointer on 'Bestelling plaatsen'), so the tap that follows answers at once.
 */
export function lazyWithQueries<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const loadBoth = () => Promise.all([load(), import('./ShopQueries')]);
  const Component = lazy(async () => {
    const [Part, { ShopQueries }] = await loadBoth();
    return {
      default: (props: Props) => (
        <ShopQueries>
          <Part {...props} />
        </ShopQueries>
      ),
    };
  });
  // A failed preload is tried again when the part is shown, which then says so.
  const preload = () => void loadBoth().catch(() => undefined);
  return { Component, preload };
}
