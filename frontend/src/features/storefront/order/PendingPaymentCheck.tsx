import { Suspense, useEffect, useState } from 'react';
import { useCart } from '../cart/cart-context';
import { readPendingPayment } from '../cart/cart-storage';
import { lazyWithQueries } from './lazy-with-queries';

// The dialog (and the dialog code under it) loads only when this browser left an order unpaid:
// most visits have none, and the shop's first load stays within its JavaScript budget.
const { Component: PendingPaymentDialog } = lazyWithQueries(() =>
  import('./PendingPaymentDialog').then((module) => module.PendingPaymentDialog),
);

/**
 * Looks for an order this browser has not paid yet, on every showing of the page (Back may bring
 * it from the browser's cache), and shows the PendingPaymentDialog once there is one.
 */
export function PendingPaymentCheck() {
  const { shop } = useCart();
  const [found, setFound] = useState(false);

  useEffect(() => {
    const look = () => {
      if (readPendingPayment(shop) !== null) setFound(true);
    };
    look();
    window.addEventListener('pageshow', look);
    return () => window.removeEventListener('pageshow', look);
  }, [shop]);

  if (!found) return null;
  return (
    <Suspense fallback={null}>
      <PendingPaymentDialog />
    </Suspense>
  );
}
