import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, recordRequests, server } from '../../../test/server';
import { ProductFormDialog } from './ProductFormDialog';
import type { Product } from '../items/products-api';

beforeAll(() => {
  // jsdom lacks it; the Radix radio groups measure themselves with it.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const wine: Product = {
  _id: 'p1',
  name: 'Glas rode wijn',
  description: '',
  price: 5.5,
  collection: null,
  stockQuantity: null,
  soldAlone: true,
  vatRate: 21,
  hasImage: false,
  imageUrl: null,
  productOptions: [],
};

function renderDialog(product?: Product) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProductFormDialog product={product} open onOpenChange={() => undefined} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog');
}

const sentForm = (requests: ReturnType<typeof recordRequests>, method: string) =>
  requests.find((request) => request.method === method)!.body as FormData;

describe('the product form’s BTW-tarief', () => {
  it('starts a new product at 6 % and sends the rate the owner chooses', async () => {
    server.use(http.post(api('/admin/products'), () => HttpResponse.json(wine, { status: 201 })));
    const requests = recordRequests();
    const dialog = renderDialog();

    const rates = within(dialog).getByRole('radiogroup', { name: 'BTW-tarief' });
    expect(
      within(rates)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['6 %', '12 %', '21 %']);
    expect(within(rates).getByRole('radio', { name: '6 %' })).toBeChecked();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Glas rode wijn');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Prijs' }), '5,50');
    await userEvent.click(within(rates).getByRole('radio', { name: '21 %' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Product toegevoegd')).toBeInTheDocument();
    expect(sentForm(requests, 'POST').get('vatRate')).toBe('21');
  });

  it('shows an edited product’s own rate and keeps it', async () => {
    server.use(http.put(api('/admin/products/p1'), () => HttpResponse.json(wine)));
    const requests = recordRequests();
    const dialog = renderDialog(wine);

    expect(within(dialog).getByRole('radio', { name: '21 %' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    expect(await within(dialog).findByText('Product bijgewerkt')).toBeInTheDocument();
    expect(sentForm(requests, 'PUT').get('vatRate')).toBe('21');
  });

  it('shows the server’s message about the rate beside the field', async () => {
    server.use(
      http.post(api('/admin/products'), () =>
        HttpResponse.json(
          {
            statusCode: 400,
            message: 'Kies een BTW-tarief: 6 %, 12 % of 21 %.',
            fields: { vatRate: 'Kies een BTW-tarief: 6 %, 12 % of 21 %.' },
          },
          { status: 400 },
        ),
      ),
    );
    const dialog = renderDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Cava');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Prijs' }), '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    const rates = await within(dialog).findByRole('radiogroup', {
      name: 'BTW-tarief',
      description: /Kies een BTW-tarief/,
    });
    expect(rates).toHaveAttribute('aria-invalid', 'true');
  });
});
