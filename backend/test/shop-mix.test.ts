import { describe, expect, it } from 'vitest';
import { seededRandom, zipfShops } from '../../scripts/lib/shop-mix.mjs';

describe("bench:scale's mix of shops", () => {
  const DRAWS = 200_000;

  const shares = (shops: number, seed: number) => {
    const pick = zipfShops(shops, seededRandom(seed));
    const counts = new Map<number, number>();
    for (let draw = 0; draw < DRAWS; draw++) {
      const shop = pick();
      counts.set(shop, (counts.get(shop) ?? 0) + 1);
    }
    return [...counts.values()].sort((a, b) => b - a).map((count) => count / DRAWS);
  };

  it('reads the shop of rank r about 1/r as often as the most popular one', () => {
    const harmonic = Array.from({ length: 1_000 }, (_, index) => 1 / (index + 1)).reduce((a, b) => a + b);
    const byRank = shares(1_000, 7);
    expect(byRank[0]).toBeCloseTo(1 / harmonic, 2);
    expect(byRank[1]! / byRank[0]!).toBeCloseTo(1 / 2, 1);
    expect(byRank[9]! / byRank[0]!).toBeCloseTo(1 / 10, 1);
    // The most popular tenth of the shops takes about two thirds of the reads.
    const topTenth = byRank.slice(0, 100).reduce((a, b) => a + b);
    expect(topTenth).toBeGreaterThan(0.6);
    expect(topTenth).toBeLessThan(0.75);
  });

  it('draws only shops that exist, the same ones again from the same seed', () => {
    const [first, again] = [zipfShops(20, seededRandom(3)), zipfShops(20, seededRandom(3))];
    const draws = Array.from({ length: 1_000 }, () => first());
    expect(draws.every((shop) => Number.isInteger(shop) && shop >= 1 && shop <= 20)).toBe(true);
    expect(new Set(draws).size).toBe(20);
    expect(Array.from({ length: 1_000 }, () => again())).toEqual(draws);
  });
});
