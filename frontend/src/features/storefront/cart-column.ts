/** The shop page's cart column, where 'Naar winkelmandje' (ShopLayout) leads. */
export const CART_COLUMN_ID = 'winkelmandje';
