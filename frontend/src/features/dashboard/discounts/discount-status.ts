import type { BadgeTone } from '@bestelklaar/design-system';
import type { DiscountStatus } from '@bestelklaar/domain';

export const STATUS_TONES: Record<DiscountStatus, BadgeTone> = {
  Actief: 'success',
  Gepland: 'info',
  Verlopen: 'neutral',
};
