import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithQuery } from '../../../test/render';
import { api, recordRequests, server } from '../../../test/server';
import type { Collection } from '../shared/collections-queries';
import { CollectionFormDialog } from './CollectionFormDialog';

const broodjes: Collection = {
  _id: 'c1',
  name: 'Broodjes',
  icon: 'Sandwich',
  sortOrder: 0,
  translations: { fr: { name: 'Sandwichs' } },
};

function renderDialog(collection?: Collection) {
  renderWithQuery(
    <CollectionFormDialog
      collection={collection}
      open
      onOpenChange={() => undefined}
      onSaved={() => undefined}
    />,
    { route: '/' },
  );
  return screen.getByRole('dialog');
}

describe('the collection form’s translations', { timeout: 20_000 }, () => {
  it('shows the stored French under the Dutch name, and sends both languages', async () => {
    server.use(http.put(api('/admin/collections/c1'), () => HttpResponse.json(broodjes)));
    const requests = recordRequests();
    const dialog = renderDialog(broodjes);

    const french = within(dialog).getByRole('textbox', {
      name: 'Frans',
      description: 'Nederlands: Broodjes',
    });
    expect(french).toHaveValue('Sandwichs');
    expect(french).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Engels' }), ' Sandwiches ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await expect
      .poll(() => requests.find((request) => request.method === 'PUT')?.body)
      .toEqual({
        name: 'Broodjes',
        icon: 'Sandwich',
        translations: { fr: { name: 'Sandwichs' }, en: { name: 'Sandwiches' } },
      });
  });

  it("keeps 'Vertalingen' folded for a collection without any, and sends them empty", async () => {
    server.use(
      http.post(api('/admin/collections'), () => HttpResponse.json({ ...broodjes, translations: undefined })),
    );
    const requests = recordRequests();
    const dialog = renderDialog();
    expect(within(dialog).getByText('Vertalingen')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Frans' })).not.toBeVisible();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Naam' }), 'Soepen');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Soepen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await expect.poll(() => requests.find((request) => request.method === 'POST')?.body).toBeDefined();
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({ translations: {} });
  });

  it('opens on a translation the server refused, its message beside the field', async () => {
    const message = 'Mag niet langer zijn dan 60 tekens';
    server.use(
      http.put(api('/admin/collections/c1'), () =>
        HttpResponse.json(
          { statusCode: 400, message, error: 'Bad Request', fields: { 'translations.en.name': message } },
          { status: 400 },
        ),
      ),
    );
    const dialog = renderDialog({ ...broodjes, translations: undefined });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    const english = await within(dialog).findByRole('textbox', {
      name: 'Engels',
      description: new RegExp(message),
    });
    expect(english).toBeVisible();
    expect(english).toHaveAttribute('aria-invalid', 'true');
  });
});
