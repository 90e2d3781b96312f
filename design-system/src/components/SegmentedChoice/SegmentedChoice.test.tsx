import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { YesNo } from './YesNo';

describe('YesNo', () => {
  it('is a radio group named by its label, with Ja and Nee', () => {
    render(<YesNo label="Apart verkopen" value={true} onValueChange={vi.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'Apart verkopen' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ja' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Nee' })).not.toBeChecked();
  });

  it('reports a click as a boolean', async () => {
    const onValueChange = vi.fn();
    render(<YesNo label="Apart verkopen" value={true} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Nee' }));
    expect(onValueChange).toHaveBeenCalledWith(false);
  });

  it('moves and chooses with the arrow keys', async () => {
    const onValueChange = vi.fn();
    render(<YesNo label="Apart verkopen" value={true} onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Ja' })).toHaveFocus();
    // Held down, as a person presses it: Radix moves focus a tick after keydown and chooses while the key is down.
    await userEvent.keyboard('{ArrowRight>}');
    await userEvent.keyboard('{/ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Nee' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith(false);
  });

  it('starts unanswered and announces an error', () => {
    render(
      <YesNo label="Apart verkopen" value={null} onValueChange={vi.fn()} error="Dit veld is verplicht" />,
    );
    expect(
      screen.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true'),
    ).toEqual([]);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Dit veld is verplicht');
  });
});
