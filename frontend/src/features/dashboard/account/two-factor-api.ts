import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/*
 * The two-step verification API's shapes, written here by hand: the domain's API description does
 * not carry them yet. Names exactly as the contract (issue 'team').
 */
export interface TwoFactorSetup {
  /** The shared secret in base32, for typing into an app by hand. */
  secret: string;
  /** The `otpauth://` address the QR code carries. */
  otpauthUrl: string;
}

export const TWO_FACTOR_FALLBACKS = {
  start: 'Tweestapsverificatie instellen is niet gelukt. Probeer het opnieuw.',
  confirm: 'De code kon niet bevestigd worden. Probeer het opnieuw.',
} as const;

export function useStartTwoFactor() {
  return useMutation({
    mutationFn: () =>
      apiRequest<TwoFactorSetup>('/admin/account/two-factor', {
        method: 'POST',
        fallback: TWO_FACTOR_FALLBACKS.start,
      }),
  });
}

export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<{ recoveryCodes: string[] }>('/admin/account/two-factor/confirm', {
        method: 'POST',
        body: { code },
        fallback: TWO_FACTOR_FALLBACKS.confirm,
      }),
  });
}
