/**
 * Leaves the shop for the payment page. An object, so tests watch `go` with `vi.spyOn` instead of
 * navigating: a spy on a shared object holds however many test files the worker ran before.
 */
export const paymentPage = {
  go(paymentUrl: string): void {
    window.location.assign(paymentUrl);
  },
};
