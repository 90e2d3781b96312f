/** "12,50", as the price fields show amounts. */
export const decimal = (amount: number) => amount.toFixed(2).replace('.', ',');
