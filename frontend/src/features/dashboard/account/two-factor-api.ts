import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { adminKeys } from '../shared/dashboard-api';

/*
 * The two-step verification API's answers, written here by hand as the domain's API description
 * names them (`TwoFactorSetupAnswer`, `TwoFactorStatusView`, `RecoveryCodesAnswer`): the domain
 * exports no type of its own for them.
 */
export interface TwoFactorSetup {
  /** The shared secret in base32, for typing into an app by hand. */
  secret: string;
  /** The `otpauth://` address the QR code carries. */
  otpauthUrl: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  /** 'Verplicht voor het hele team': the shop asks a second factor of every member. */
  requiredByShop: boolean;
}

const statusKey = [...adminKeys.all, 'two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) =>
      apiRequest<TwoFactorStatus>('/admin/account/two-factor', {
        signal,
        fallback: 'Er is een fout opgetreden bij het laden van de gegevens',
      }),
  });
}

/**
 * Whether the shop asks this person for a second factor they have not set up: until they do, the
 * server opens nothing but its setup, and the dashboard shows only 'Mijn account'.
 */
export function useTwoFactorSetupFirst(): boolean {
  const { data } = useTwoFactorStatus();
  return data?.requiredByShop === true && !data.enabled;
}

export const TWO_FACTOR_FALLBACKS = {
  start: 'Tweestapsverificatie instellen is niet gelukt. Probeer het opnieuw.',
  confirm: 'De code kon niet bevestigd worden. Probeer het opnieuw.',
  disable: 'Tweestapsverificatie uitzetten is niet gelukt. Probeer het opnieuw.',
  required: 'De instelling voor het team kon niet bewaard worden. Probeer het opnieuw.',
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
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
    mutationFn: (code: string) =>
      apiRequest<{ recoveryCodes: string[] }>('/admin/account/two-factor/confirm', {
        method: 'POST',
        body: { code },
        fallback: TWO_FACTOR_FALLBACKS.confirm,
      }),
  });
}

/** `DELETE /admin/account/two-factor { code }`: off with an app code or a recovery code. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
    mutationFn: (code: string) =>
      apiRequest<void>('/admin/account/two-factor', {
        method: 'DELETE',
        body: { code },
        fallback: TWO_FACTOR_FALLBACKS.disable,
      }),
  });
}

/** 'Verplicht voor het hele team' (owners): the answer is the person's status again. */
export function useSetTwoFactorRequired() {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: (status) => queryClient.setQueryData(statusKey, status),
    mutationFn: (required: boolean) =>
      apiRequest<TwoFactorStatus>('/admin/account/two-factor-required', {
        method: 'PUT',
        body: { required },
        fallback: TWO_FACTOR_FALLBACKS.required,
      }),
  });
}
