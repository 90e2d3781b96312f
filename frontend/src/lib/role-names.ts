import type { Role } from '@bestelklaar/domain';

/** The roles as the screen names them. */
export const ROLE_NAMES: Readonly<Record<Role, string>> = {
  eigenaar: 'Eigenaar',
  beheerder: 'Beheerder',
  medewerker: 'Medewerker',
  boekhouder: 'Boekhouder',
};
