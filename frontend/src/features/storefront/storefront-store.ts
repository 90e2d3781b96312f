import type { Language, StorefrontView } from '@bestelklaar/domain';

/** What the page knows of one shop's read in one language. Replaced whole on each change. */
export interface StorefrontRead {
  data: StorefrontView | undefined;
  /** The last read's failure; cleared by the next read that succeeds. */
  error: unknown;
  fetching: boolean;
  /** Shown until `data` arrives: the shop's read in the language shown before (a language switch). */
  placeholder: StorefrontView | undefined;
}

export interface StorefrontSource {
  /** Asks the server for the shop's read in `language`. */
  fetch(shop: string, language: Language): Promise<StorefrontView>;
  /** The read the page arrived with, if any: taken once, when the store first needs it. */
  initial(shop: string, language: Language): StorefrontView | undefined;
  /** How often a watched read is asked again while the page is visible. */
  recheckMs: number;
}

interface Entry {
  shop: string;
  language: Language;
  read: StorefrontRead;
  /** The data as JSON, to keep the same object while the server answers the same. */
  json: string | undefined;
  inFlight: Promise<void> | undefined;
  watchers: number;
  timer: ReturnType<typeof setInterval> | undefined;
}

/**
 * The storefront reads a shop page holds: each shop's read per language, asked once, kept, and
 * asked again every `recheckMs` while a component watches it and the page is visible. No retries:
 * a failure shows at once. An unchanged answer keeps the same object, so nothing re-renders for it.
 * Small and without a query library: it is all the shop page's first load needs.
 */
export function createStorefrontStore(source: StorefrontSource) {
  let entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const keyOf = (shop: string, language: Language) => `${shop}\n${language}`;

  function latestOf(shop: string): StorefrontView | undefined {
    let latest: StorefrontView | undefined;
    for (const entry of entries.values()) {
      if (entry.shop === shop && entry.read.data) latest = entry.read.data;
    }
    return latest;
  }

  function entryOf(shop: string, language: Language): Entry {
    const key = keyOf(shop, language);
    let entry = entries.get(key);
    if (!entry) {
      const data = source.initial(shop, language);
      const placeholder = data ? undefined : latestOf(shop);
      entry = {
        shop,
        language,
        read: { data, error: null, fetching: false, placeholder },
        json: data && JSON.stringify(data),
        inFlight: undefined,
        watchers: 0,
        timer: undefined,
      };
      entries.set(key, entry);
    }
    return entry;
  }

  function update(entry: Entry, change: Partial<StorefrontRead>) {
    entry.read = { ...entry.read, ...change };
    if (entries.get(keyOf(entry.shop, entry.language)) === entry) notify();
  }

  function keep(entry: Entry, view: StorefrontView) {
    const json = JSON.stringify(view);
    const data = json === entry.json ? entry.read.data : view;
    entry.json = json;
    update(entry, { data, error: null, fetching: false });
  }

  /** Asks the server once; a read already under way is the answer. */
  function refresh(entry: Entry): Promise<void> {
    entry.inFlight ??= (async () => {
      update(entry, { fetching: true });
      try {
        keep(entry, await source.fetch(entry.shop, entry.language));
      } catch (error) {
        update(entry, { error, fetching: false });
      } finally {
        entry.inFlight = undefined;
      }
    })();
    return entry.inFlight;
  }

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    read: (shop: string, language: Language): StorefrontRead => entryOf(shop, language).read,

    /** Keeps a read obtained elsewhere (the server's rendering, a loader's). */
    keep: (view: StorefrontView) => keep(entryOf(view.shop, view.language), view),

    refresh: (shop: string, language: Language) => refresh(entryOf(shop, language)),

    /** Asks again every read of `shop` the page holds (its data changed: prices, stock, a pause). */
    refreshShop: async (shop: string) => {
      await Promise.all([...entries.values()].filter((entry) => entry.shop === shop).map(refresh));
    },

    /** Keeps the read current while watched: asked at once when missing, then every `recheckMs`. */
    watch: (shop: string, language: Language): (() => void) => {
      const entry = entryOf(shop, language);
      if (entry.read.data === undefined) void refresh(entry);
      entry.watchers += 1;
      // A page in a background tab asks nothing.
      entry.timer ??= setInterval(() => {
        if (document.visibilityState !== 'hidden') void refresh(entry);
      }, source.recheckMs);
      return () => {
        entry.watchers -= 1;
        if (entry.watchers === 0) {
          clearInterval(entry.timer);
          entry.timer = undefined;
        }
      };
    },

    /** Forgets every read (after a server rendering; between tests). */
    clear: () => {
      for (const entry of entries.values()) clearInterval(entry.timer);
      entries = new Map();
    },
  };
}
