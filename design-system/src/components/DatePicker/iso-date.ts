import { format, isValid, parse } from 'date-fns';

/** Calendar days cross this component's boundary as 'YYYY-MM-DD'; the calendar works with local Dates. */
export function dateOfIso(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = parse(value, 'yyyy-MM-dd', new Date());
  return isValid(date) ? date : undefined;
}

export function isoOfDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** 'dd/mm/yyyy', the product's way of writing a date. */
export function displayOfIso(value: string): string {
  const date = dateOfIso(value);
  return date ? format(date, 'dd/MM/yyyy') : value;
}
