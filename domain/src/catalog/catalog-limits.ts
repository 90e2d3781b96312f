/** Upper bounds that keep the catalog sane; the spec sets the minimums, these are ours. */
export const CATALOG_LIMITS = {
  productNameMax: 120,
  descriptionMax: 1000,
  collectionNameMax: 60,
  optionNameMax: 80,
  optionGroupsMax: 20,
  choicesMax: 50,
  /** € 99.999,99: far above any dish, and safe as integer cents. */
  priceMaxCents: 9_999_999,
  stockMax: 100_000,
  /** Entries of one reorder request. */
  collectionOrderMax: 1000,
} as const;
