/*
 * How wide each photo of a shop's page shows, for the browser to pick a width from `srcset`
 * (domain's imageSrcSet) before the layout is known. They follow the CSS: ShopLayout's main column
 * (at most 80rem, 1rem padding), ShopPage's cart column (22rem, from 60rem), ItemImage's frames.
 */

/**
 * The banner across the catalogue column. The server's page preloads the banner with this very
 * value (backend storefront-page.ts, BANNER_SIZES); the e2e test checks that both agree.
 */
export const BANNER_SIZES = '(min-width: 60rem) min(calc(100vw - 25.5rem), 54.5rem), calc(100vw - 2rem)';

/** The product window's photo: the window's width, up to the Modal's 35rem. */
export const DIALOG_IMAGE_SIZES = '(min-width: 40rem) 35rem, calc(100vw - 2rem)';

/** A cart line's or an included product's thumbnail (3.5rem). */
export const THUMB_IMAGE_SIZES = '3.5rem';
