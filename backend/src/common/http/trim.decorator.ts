import { Transform } from 'class-transformer';

/** Trims strings before validation, so "  " counts as empty and stored values carry no stray spaces. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
