import { cents, type Cents } from '@bestelklaar/domain';
import type { ColumnOptions } from 'typeorm';

/**
 * A money column that can hold the sum of many lines: `bigint` in Postgres (which pg hands over as
 * text), cents as a number in the code; amounts the product allows stay far below 2^53.
 */
export const BIGINT_CENTS = {
  type: 'bigint',
  transformer: { to: (amount: Cents) => amount, from: (stored: string) => cents(Number(stored)) },
} satisfies ColumnOptions;
