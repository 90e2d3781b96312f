import { performance } from 'node:perf_hooks';

/** Runs `request` `count` times, one after another; latencies in ms, sorted. */
export async function timed(count, request) {
  const latencies = [];
  for (let n = 0; n < count; n++) {
    const t0 = performance.now();
    const response = await request(n);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`Onverwacht antwoord ${response.status}`);
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  return { latencies };
}

/** The latency below which `q` (0..1) of the requests were answered. */
export function quantile({ latencies }, q) {
  return latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
}

export function summary(measured) {
  const at = (q) => quantile(measured, q).toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${measured.latencies.at(-1).toFixed(1)} ms (n=${measured.latencies.length})`;
}

/** The cursor after `pages` pages of the past list, walked as 'Meer laden' would (null when it ends before). */
export async function cursorAfter(api, auth, pages) {
  let cursor = null;
  for (let page = 0; page < pages; page++) {
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    cursor = (await (await api(`/admin/orders/past${query}`, auth)).json()).nextCursor;
    if (!cursor) return null;
  }
  return cursor;
}

/** The plan's scans, e.g. 'Index Scan on orders_pickup', to see no list reads a whole table. */
export function scans(node) {
  const own = node['Node Type'].includes('Scan')
    ? [`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name']}`]
    : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}
