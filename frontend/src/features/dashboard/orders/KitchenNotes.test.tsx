import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PrepListView } from '@bestelklaar/domain';
import { adminOrder } from '../../../test/fixtures/orders';
import { renderWithQuery } from '../../../test/render';
import { api, server } from '../../../test/server';
import { KitchenTicket } from './KitchenTicket';
import { PrepList, PrepListDialog } from './PrepListDialog';

const NOTE = 'Opmerking voor de keuken: Zonder ui, graag';

const withNote = adminOrder({
  lines: [
    {
      ...adminOrder().lines[0],
      optionLines: ['Brood: Wit', NOTE],
      kitchenNotes: [NOTE],
    },
  ],
});

/** The paragraph that holds `text` as its own words. */
const paragraphWith = (container: HTMLElement, text: string) =>
  within(container).getByText(
    (_, element) => element?.tagName === 'P' && element.textContent?.trim() === text,
  );

describe('kitchen notes', () => {
  it('stand apart from the choices on the ticket, labelled with their group', () => {
    render(<KitchenTicket order={withNote} />);
    const ticket = screen.getByRole('article', { name: 'Bon bestelling 1001' });

    const choice = paragraphWith(ticket, 'Brood: Wit');
    const note = paragraphWith(ticket, NOTE);
    expect(note.className).not.toBe(choice.className);
    expect(within(note).getByText('Opmerking voor de keuken:').tagName).toBe('STRONG');
    // Once: as a note, not again as a choice.
    expect(within(ticket).getAllByText(/Zonder ui, graag/)).toHaveLength(1);
  });

  it('stand apart from the counted choices on the prep list', () => {
    const prepList: PrepListView = {
      date: '2026-11-21',
      slots: [
        {
          timeSlot: { start: '12:00', end: '12:30' },
          orderCount: 2,
          items: [
            {
              name: 'Verjaardagstaart',
              quantity: 2,
              options: [{ text: 'Grootte: Groot', quantity: 2 }],
              kitchenNotes: [{ text: 'Naam op taart: Lotte', quantity: 1 }],
              allergens: [],
            },
          ],
        },
      ],
    };
    render(<PrepList prepList={prepList} />);
    const slot = screen.getByRole('region', { name: '12:00 – 12:30' });

    const choice = within(slot).getByText('2× Grootte: Groot');
    const note = paragraphWith(slot, '1× Naam op taart: Lotte');
    expect(note.className).not.toBe(choice.className);
    expect(within(note).getByText('1× Naam op taart:').tagName).toBe('STRONG');
  });
});

describe('the prep list without the orders picked up', () => {
  /** The server's list: with the picked-up order unless `pickedUp=false` leaves it out. */
  const servePrepList = (asked: string[]) =>
    server.use(
      http.get(api('/admin/orders/prep-list'), ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const hide = url.searchParams.get('pickedUp') === 'false';
        const item = (name: string) => ({ name, quantity: 1, options: [], kitchenNotes: [], allergens: [] });
        return HttpResponse.json({
          date: url.searchParams.get('date'),
          slots: [
            {
              timeSlot: { start: '12:00', end: '12:30' },
              orderCount: hide ? 1 : 2,
              items: hide ? [item('Soep')] : [item('Opgehaalde lasagne'), item('Soep')],
            },
          ],
        });
      }),
    );

  const renderDialog = () =>
    renderWithQuery(<PrepListDialog open onOpenChange={() => undefined} onPrint={() => undefined} />);

  it("leaves them out with 'Afgehaalde bestellingen verbergen', by keyboard, and remembers it", async () => {
    const asked: string[] = [];
    servePrepList(asked);
    const first = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Voorbereidingslijst' });
    expect(await within(dialog).findByText(/Opgehaalde lasagne/)).toBeInTheDocument();

    const toggle = within(dialog).getByRole('switch', { name: 'Afgehaalde bestellingen verbergen' });
    expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    await within(dialog).findByText('1 bestelling');
    expect(within(dialog).queryByText(/Opgehaalde lasagne/)).toBeNull();
    expect(asked.at(-1)).toContain('pickedUp=false');

    first.unmount();
    renderDialog();
    const again = await screen.findByRole('dialog', { name: 'Voorbereidingslijst' });
    expect(within(again).getByRole('switch', { name: 'Afgehaalde bestellingen verbergen' })).toBeChecked();
    await within(again).findByText('1 bestelling');
  });
});
