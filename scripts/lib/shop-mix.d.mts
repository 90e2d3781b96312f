/** A shop number (1..shops) drawn as customers would pick shops: Zipf, s = 1. */
export function zipfShops(shops: number, random: () => number): () => number;
export function seededRandom(seed: number): () => number;
