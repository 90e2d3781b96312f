import { useEffect, useRef } from 'react';
import type { AdminOrderView } from '@bestelklaar/domain';
import { formatSlot } from '../shared/order-format';

/** How often the sound comes back while a paid order waits for 'Gezien'. */
export const RING_EVERY_MS = 30_000;

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

/** The tab's title while `count` orders wait: what the kitchen reads on a tab in the background. */
export const waitingTitle = (count: number) => `(${count}) Nieuwe bestellingen`;

/**
 * "(2) Nieuwe bestellingen" as the tab's title while orders wait, also when a page sets its own
 * meanwhile; the page's own title is back once they are all seen.
 */
export function useTitleCount(count: number): void {
  useEffect(() => {
    if (count === 0) return;
    const wanted = waitingTitle(count);
    let pageTitle = document.title;
    const apply = () => {
      if (document.title === wanted) return;
      pageTitle = document.title;
      document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = pageTitle;
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
