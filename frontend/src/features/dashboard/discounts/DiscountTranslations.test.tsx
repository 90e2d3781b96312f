import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithQuery } from '../../../test/render';
import { api, recordRequests, server } from '../../../test/server';
import { DiscountFormDialog } from './DiscountFormDialog';
import { COLLECTION, WEBSHOP } from './discount-kinds';
import type { Discount } from './discounts-api';

const summerSale: Discount = {
  _id: 'd1',
  discountType: 'Webshop',
  discount: 10,
  startDate: '2030-06-20',
  endDate: '2030-06-30',
  collection: null,
  products: [],
  menus: [],
  description: 'Zomerkorting',
  translations: { fr: { description: 'Soldes d’été' } },
};

describe('the whole-shop discount’s translations', { timeout: 20_000 }, () => {
  it('shows the stored French under the Dutch description, and sends both languages', async () => {
    server.use(http.put(api('/admin/discounts/d1'), () => HttpResponse.json(summerSale)));
    const requests = recordRequests();
    renderWithQuery(
      <DiscountFormDialog
        kind={WEBSHOP}
        discount={summerSale}
        today="2030-01-01"
        open
        onOpenChange={() => {}}
      />,
      { route: '/' },
    );
    const dialog = screen.getByRole('dialog');

    expect(
      within(dialog).getByRole('textbox', {
        name: 'Frans',
        description: 'Nederlands: Zomerkorting',
      }),
    ).toHaveValue('Soldes d’été');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Engels' }), 'Summer sale');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await expect
      .poll(() => requests.find((request) => request.method === 'PUT')?.body)
      .toMatchObject({
        description: 'Zomerkorting',
        translations: { fr: { description: 'Soldes d’été' }, en: { description: 'Summer sale' } },
      });
  });

  it('has no translations for a discount of another kind', () => {
    renderWithQuery(
      <DiscountFormDialog kind={COLLECTION} today="2030-01-01" open onOpenChange={() => {}} />,
      {
        route: '/',
      },
    );
    expect(within(screen.getByRole('dialog')).queryByText('Vertalingen')).not.toBeInTheDocument();
  });
});
