import { CalendarClock, Settings, ShoppingBasket } from 'lucide-react';
import { missingSettings, type WeeklySlots } from '@bestelklaar/domain';
import type { AccountSettings } from './dashboard-api';
import { SETTINGS_LABELS } from './settings-labels';

/** What a shop needs before it can launch, in the order a newcomer does it; `section` is where it is done. */
export const SETUP_STEPS = [
  {
    key: 'settings',
    title: 'Instellingen Ontbreken',
    section: '/dashboard/instellingen',
    to: '/dashboard/instellingen?edit=true',
    action: 'Instellingen invullen',
    icon: Settings,
  },
  {
    key: 'products',
    title: 'Geen Producten',
    section: '/dashboard/producten',
    to: '/dashboard/producten?add=true',
    action: 'Product toevoegen',
    icon: ShoppingBasket,
  },
  {
    key: 'pickupMoments',
    title: 'Ophaalmomenten Ontbreken',
    section: '/dashboard/ophaalmomenten',
    to: '/dashboard/ophaalmomenten',
    action: 'Ophaalmomenten instellen',
    icon: CalendarClock,
  },
] as const;

export type SetupStep = (typeof SETUP_STEPS)[number];

export interface SetupProgress {
  done: Record<SetupStep['key'], boolean>;
  /** The labels of the required settings still empty, as the settings rule finds them. */
  missingSettings: string[];
}

/** Which steps are done: the settings by the settings rule itself, the others by there being one. */
export function setupProgress(
  settings: AccountSettings,
  productCount: number,
  pickupMoments: Partial<WeeklySlots>,
): SetupProgress {
  const missing = missingSettings(settings).map((field) => SETTINGS_LABELS[field]);
  return {
    done: {
      settings: missing.length === 0,
      products: productCount > 0,
      pickupMoments: Object.values(pickupMoments).some((slots) => slots && slots.length > 0),
    },
    missingSettings: missing,
  };
}
