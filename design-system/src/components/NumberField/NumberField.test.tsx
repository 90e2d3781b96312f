import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('keeps what is typed, Belgian decimal comma included', async () => {
    render(<NumberField label="Prijs" prefix="€" />);
    const input = screen.getByRole('textbox', { name: 'Prijs' });
    await userEvent.type(input, '12,50');
    expect(input).toHaveValue('12,50');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('asks phones for digits only for whole numbers', () => {
    render(<NumberField label="Voorraad" integer />);
    expect(screen.getByRole('textbox', { name: 'Voorraad' })).toHaveAttribute('inputmode', 'numeric');
  });

  it('describes the field with its hint and error', () => {
    render(
      <NumberField
        label="Voorraad"
        hint="Leeg is onbeperkt."
        error="Voer een geheel getal van 0 of meer in"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Voorraad' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Leeg is onbeperkt. Voer een geheel getal van 0 of meer in');
  });
});
