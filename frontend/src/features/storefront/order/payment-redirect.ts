/** Leaves the shop for the payment page (its own module, so tests can watch it instead of navigating). */
export function goToPaymentPage(paymentUrl: string): void {
  window.location.assign(paymentUrl);
}
