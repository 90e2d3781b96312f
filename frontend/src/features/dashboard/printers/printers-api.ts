import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrinterCreated, PrinterInput, PrinterView } from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';
import { adminKeys } from '../shared/dashboard-api';

export type { PrinterCreated, PrinterInput, PrinterView };

export const PRINTERS_FALLBACKS = {
  fetch: 'De printers konden niet geladen worden.',
  add: 'De printer kon niet toegevoegd worden.',
  remove: 'De printer kon niet verwijderd worden.',
} as const;

export const printersKeys = {
  all: [...adminKeys.all, 'printers'] as const,
};

/** Read again every 15 s: a printer's state comes from its polls, which change without us. */
export const printersQuery = () =>
  queryOptions({
    queryKey: printersKeys.all,
    queryFn: ({ signal }) =>
      apiRequest<PrinterView[]>('/admin/printers', { signal, fallback: PRINTERS_FALLBACKS.fetch }),
    refetchInterval: 15_000,
  });

export function usePrinters() {
  return useQuery(printersQuery());
}

function usePrintersChange<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: printersKeys.all }),
  });
}

export const useAddPrinter = () =>
  usePrintersChange((input: PrinterInput) =>
    apiRequest<PrinterCreated>('/admin/printers', {
      method: 'POST',
      body: input,
      fallback: PRINTERS_FALLBACKS.add,
    }),
  );

export const useRemovePrinter = () =>
  usePrintersChange((printerId: string) =>
    apiRequest<void>(`/admin/printers/${encodeURIComponent(printerId)}`, {
      method: 'DELETE',
      fallback: PRINTERS_FALLBACKS.remove,
    }),
  );
