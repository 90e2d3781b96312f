import { Accounts1767000000000 } from './1767000000000-accounts';

/** Applied in order at start; never edit one that has shipped, add a new one. */
export const MIGRATIONS = [Accounts1767000000000];
