import {
  Apple,
  Beef,
  Beer,
  Cake,
  Carrot,
  ChefHat,
  Coffee,
  Cookie,
  Croissant,
  CupSoda,
  Egg,
  Fish,
  IceCream,
  IceCreamBowl,
  Martini,
  Pizza,
  Popcorn,
  Salad,
  Sandwich,
  Shrimp,
  Soup,
  Utensils,
  Wheat,
  Wine,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { BoxIcon } from './BoxIcon';

type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

/** The drawing for each named collection icon (the names are the spec's; boxIcon is our own SVG). */
export const COLLECTION_ICON_DRAWINGS: Readonly<Record<string, IconComponent>> = {
  Utensils,
  Salad,
  Beef,
  Cake,
  CupSoda,
  Wine,
  Beer,
  Martini,
  Coffee,
  Pizza,
  Wheat,
  ChefHat,
  Fish,
  Sandwich,
  Popcorn,
  Carrot,
  Soup,
  Croissant,
  Egg,
  IceCream,
  Apple,
  IceCreamBowl,
  Shrimp,
  Cookie,
  boxIcon: BoxIcon,
};

export function hasCollectionIconDrawing(name: string): boolean {
  return Object.hasOwn(COLLECTION_ICON_DRAWINGS, name);
}
