/** Dutch texts of the menus, shown alike by the server and the menus screen. */
export const MENU_MESSAGES = {
  productsRequired: 'Selecteer minstens één product.',
  tooManyProducts: (n: number) => `Een menu kan maximaal ${n} producten bevatten.`,
  productInvalid: 'Ongeldig product. Kies de producten uit de lijst van je eigen producten.',
  menuNotFound: 'Dit menu bestaat niet (meer).',
  menuIdMissing: 'Menu ID ontbreekt. Kan geen update uitvoeren.',
} as const;

/** Our bounds on a menu; name, description, price and options follow the products' limits. */
export const MENU_LIMITS = {
  productsMax: 50,
} as const;
