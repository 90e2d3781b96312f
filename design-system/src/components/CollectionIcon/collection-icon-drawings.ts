import {
  Beef,
  Beer,
  Cake,
  Coffee,
  CookingPot,
  Croissant,
  CupSoda,
  Drumstick,
  Fish,
  Hamburger,
  IceCreamBowl,
  LeafyGreen,
  Martini,
  Pizza,
  Popcorn,
  Salad,
  Shrimp,
  Soup,
  Utensils,
  Wine,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { BoxIcon, FriesIcon, PastaIcon, RiceBowlIcon, SushiIcon } from './own-drawings';

type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

/**
 * The drawing for each named collection icon. The names are the spec's and are stored as they are
 * (see domain/src/catalog/collection-icons.ts), but the spec pairs several of them with a label
 * they do not picture (an ice-cream cone 'IceCream' for Gevogelte, an apple for Vlees, an egg for
 * Vis & Schaaldieren). So each name is drawn as its label, given beside it, not as its name.
 */
export const COLLECTION_ICON_DRAWINGS: Readonly<Record<string, IconComponent>> = {
  Utensils, // Algemeen
  Salad, // Voorgerechten
  Beef: CookingPot, // Hoofdgerechten
  Cake, // Desserts
  CupSoda, // Dranken
  Wine, // Wijn
  Beer, // Bier
  Martini, // Cocktails
  Coffee, // Koffie & Thee
  Pizza, // Pizza
  Wheat: PastaIcon, // Pasta & Noedels
  ChefHat: RiceBowlIcon, // Aziatisch
  Fish: SushiIcon, // Sushi
  Sandwich: Hamburger, // Burgers
  Popcorn: FriesIcon, // Frietjes & Snacks
  Carrot: LeafyGreen, // Salades
  Soup, // Soepen
  Croissant, // Ontbijt & Brunch
  Egg: Fish, // Vis & Schaaldieren
  IceCream: Drumstick, // Gevogelte
  Apple: Beef, // Vlees
  IceCreamBowl, // IJs & Desserts
  Shrimp, // Kreeft & Schaaldieren
  Cookie: Popcorn, // Snacks & Popcorn
  boxIcon: BoxIcon, // Boxen
};

export function hasCollectionIconDrawing(name: string): boolean {
  return Object.hasOwn(COLLECTION_ICON_DRAWINGS, name);
}
