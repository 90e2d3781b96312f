import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelect, type MultiSelectProps } from './MultiSelect';

const options = [
  { value: 'soep', label: 'Tomatensoep', detail: '€ 4,80' },
  { value: 'curry', label: 'Broodje kip curry' },
  { value: 'cola', label: 'Cola zero' },
  { value: 'creme', label: 'Crème brûlée' },
];

/** The field as a form holds it: the chosen values live outside, every change is reported. */
function Harness(props: Partial<MultiSelectProps> & { onValue?(value: string[]): void }) {
  const [value, setValue] = useState<string[]>((props.value as string[] | undefined) ?? []);
  return (
    <>
      <MultiSelect
        label="Producten"
        options={options}
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onValue?.(next);
        }}
      />
      <button type="button">Volgende veld</button>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Producten' });
const chips = () =>
  within(screen.getByRole('list', { name: /Producten: gekozen/ }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);

describe('MultiSelect', () => {
  it.each([
    ['while it loads', { options: [], loading: true }, 'Keuzes laden…'],
    ['with nothing to choose from', { options: [] }, 'Er is nog niets om uit te kiezen.'],
    ['when nothing matches the search', {}, 'Geen resultaten voor ‘lasagne’.'],
  ])('points to no list %s, as it shows a message instead', async (_when, props, message) => {
    render(<Harness {...props} />);
    await userEvent.click(combobox());
    if (message.startsWith('Geen')) await userEvent.type(combobox(), 'lasagne');
    expect(await screen.findByText(message)).toBeInTheDocument();
    // An expanded combobox must name the list it controls (ARIA 1.2, axe's aria-required-attr): with
    // no list there is nothing expanded, and the message is announced as a status.
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-controls');
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });

  it('is a combobox that opens a multi-select listbox under its label', async () => {
    render(<Harness value={['curry']} />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Producten' });
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getByRole('option', { name: 'Broodje kip curry' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(listbox).getByRole('option', { name: 'Tomatensoep € 4,80' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    // Focus stays in the search box while the list is open.
    expect(combobox()).toHaveFocus();
  });

  it('searches without regard to case or accents', async () => {
    render(<Harness />);
    await userEvent.type(combobox(), 'CREME');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Crème brûlée']);
    await userEvent.clear(combobox());
    await userEvent.type(combobox(), 'lasagne');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText('Geen resultaten voor ‘lasagne’.')).toBeInTheDocument();
  });

  it('is used with the keyboard alone: arrows move, Enter chooses and unchooses, Escape closes', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    combobox().focus();
    await userEvent.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'Tomatensoep € 4,80' });
    expect(combobox()).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(['soep', 'cola']);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(['cola']);
    await userEvent.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    expect(chips()).toEqual(['Cola zero']);
  });

  it('chooses by click and keeps the list open for the next choice', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.click(combobox());
    await userEvent.click(screen.getByRole('option', { name: 'Cola zero' }));
    await userEvent.click(screen.getByRole('option', { name: 'Tomatensoep € 4,80' }));
    expect(onValue).toHaveBeenLastCalledWith(['cola', 'soep']);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(chips()).toEqual(['Cola zero', 'Tomatensoep']);
  });

  it('removes a chip and moves focus to the next chip, and to the search box after the last', async () => {
    render(<Harness value={['soep', 'curry']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tomatensoep verwijderen' }));
    expect(chips()).toEqual(['Broodje kip curry']);
    expect(screen.getByRole('button', { name: 'Broodje kip curry verwijderen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: /gekozen/ })).not.toBeInTheDocument();
    expect(combobox()).toHaveFocus();
  });

  it('does not send the form with Enter while the list is open, but does once it is closed', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Harness />
      </form>,
    );
    combobox().focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes and counts as touched when focus moves on', async () => {
    const onBlur = vi.fn();
    render(<Harness onBlur={onBlur} />);
    await userEvent.click(combobox());
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('offers nothing more once the maximum is chosen', async () => {
    const onValue = vi.fn();
    render(<Harness value={['soep']} maxSelected={1} onValue={onValue} />);
    await userEvent.click(combobox());
    const cola = screen.getByRole('option', { name: 'Cola zero' });
    expect(cola).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cola);
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByText('Je kunt er maximaal 1 kiezen.')).toBeInTheDocument();
  });

  it('marks the field invalid with its message, and says when it is loading or empty', async () => {
    const { unmount } = render(<Harness error="Kies minstens één product." required />);
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    expect(combobox()).toHaveAccessibleDescription('Kies minstens één product.');
    expect(combobox()).toHaveAttribute('aria-required', 'true');
    unmount();

    render(<Harness options={[]} loading />);
    await userEvent.click(combobox());
    expect(screen.getByRole('status')).toHaveTextContent('Keuzes laden…');
  });

  it('can be disabled, chips included', async () => {
    render(<Harness value={['soep']} disabled />);
    expect(combobox()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Tomatensoep verwijderen' })).toBeDisabled();
  });
});
