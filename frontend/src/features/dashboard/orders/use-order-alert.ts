import { useEffect, useRef } from 'react';
import type { AdminOrderView } from '@bestelklaar/domain';
import { formatSlot } from '../shared/order-format';

/** How often the sound comes back while a new order waits for 'Gezien'. */
export const RING_EVERY_MS = 4000;

/** Rings at once when `active` turns on, then every RING_EVERY_MS, until it turns off. */
export function useRepeatingRing(active: boolean, ring: () => void): void {
  const ringRef = useRef(ring);
  useEffect(() => {
    ringRef.current = ring;
  });
  useEffect(() => {
    if (!active) return;
    ringRef.current();
    const timer = window.setInterval(() => ringRef.current(), RING_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [active]);
}

const COUNT_PREFIX = /^\(\d+\) /;

/** "(2) Bestellingen · Bestelklaar" while orders wait, also when a page sets its own title. */
export function useTitleCount(count: number): void {
  useEffect(() => {
    if (count === 0) return;
    const apply = () => {
      const wanted = `(${count}) ${document.title.replace(COUNT_PREFIX, '')}`;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(COUNT_PREFIX, '');
    };
  }, [count]);
}

/** A system notification per newly arrived order, when the owner allowed them. */
export function useOrderNotifications(orders: AdminOrderView[]): void {
  const announced = useRef(new Set<string>());
  useEffect(() => {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    for (const order of orders) {
      if (announced.current.has(order._id)) continue;
      announced.current.add(order._id);
      new Notification('Nieuwe bestelling', {
        body: `${order.customerDetails.name} · ${formatSlot(order.timeSlot)}`,
        tag: `order-${order._id}`,
      });
    }
  }, [orders]);
}
