/**
 * How customers spread over a platform's shops: not evenly, but as in Zipf's law with s = 1, the
 * shop of popularity rank r read about 1/r as often as the most popular one. Which shop has which
 * rank is drawn once, so popularity says nothing of a shop's number or size.
 */
export function zipfShops(shops, random) {
  const cumulative = [];
  let total = 0;
  for (let rank = 1; rank <= shops; rank++) cumulative.push((total += 1 / rank));
  const byRank = Array.from({ length: shops }, (_, index) => index + 1);
  for (let index = shops - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [byRank[index], byRank[other]] = [byRank[other], byRank[index]];
  }
  return () => {
    const target = random() * total;
    let [low, high] = [0, shops - 1];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return byRank[low];
  };
}

/** A repeatable stream of numbers in [0, 1) (mulberry32), so both sides of a bench draw alike. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}
