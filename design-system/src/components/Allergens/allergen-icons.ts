import type { AllergenCode } from '@bestelklaar/domain';
import {
  Bean,
  Egg,
  Fish,
  Flame,
  Flower2,
  Hamburger,
  LeafyGreen,
  Milk,
  Nut,
  Shell,
  Shrimp,
  Sprout,
  Wheat,
  Wine,
  type LucideIcon,
} from 'lucide-react';

/**
 * One drawing per allergen. A drawing alone is never the message (several are alike at a glance):
 * it always stands beside the Dutch name, or carries that name as its text alternative.
 */
export const ALLERGEN_ICONS: Record<AllergenCode, LucideIcon> = {
  gluten: Wheat,
  crustaceans: Shrimp,
  eggs: Egg,
  fish: Fish,
  // A peanut is a legume, so a bean; the tree nuts keep the nut.
  peanuts: Bean,
  soybeans: Sprout,
  milk: Milk,
  nuts: Nut,
  celery: LeafyGreen,
  // Mustard's heat.
  mustard: Flame,
  // The seeded bun is where most people meet sesame.
  sesame: Hamburger,
  sulphites: Wine,
  lupin: Flower2,
  molluscs: Shell,
};
