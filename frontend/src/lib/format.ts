const eur = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' });

/** EUR in the nl-BE format: "€ 12,50". */
export function formatEur(amount: number): string {
  return eur.format(amount);
}
