import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerCancelPolicy } from '@bestelklaar/domain';
import { apiRequest } from '../../../api/client';

const PATH = '/admin/ordering/customer-cancel';

export const customerCancelQuery = () =>
  queryOptions({
    queryKey: ['customer-cancel-policy'] as const,
    queryFn: ({ signal }) =>
      apiRequest<CustomerCancelPolicy>(PATH, {
        signal,
        fallback: 'Er is een fout opgetreden bij het laden van de gegevens',
      }),
  });

export const useCustomerCancelPolicy = () => useQuery(customerCancelQuery());

export function useSaveCustomerCancelPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: CustomerCancelPolicy) =>
      apiRequest<CustomerCancelPolicy>(PATH, {
        method: 'PUT',
        body: policy,
        fallback: 'Er is iets misgegaan tijdens het opslaan van de instellingen.',
      }),
    onSuccess: (saved) => queryClient.setQueryData(customerCancelQuery().queryKey, saved),
  });
}
