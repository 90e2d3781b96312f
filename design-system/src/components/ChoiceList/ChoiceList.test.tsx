import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceList, type ChoiceListProps } from './ChoiceList';

const sauces = [
  { value: '0', label: 'Mayonaise' },
  { value: '1', label: 'Tartaar', detail: '+€ 0,50' },
  { value: '2', label: 'Samurai', detail: '+€ 0,50' },
];

function Controlled(props: Omit<ChoiceListProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <ChoiceList {...props} value={value} onChange={setValue} />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('ChoiceList', () => {
  it('is a required radio group the arrow keys move through', async () => {
    render(<Controlled label="Saus" type="single" options={sauces} required />);
    const group = screen.getByRole('radiogroup', { name: 'Saus' });
    expect(group).toBeRequired();

    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Mayonaise' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Tartaar +€ 0,50' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('toggles checkboxes with Space and says what is wrong', async () => {
    render(
      <Controlled
        label="Extra’s"
        type="multiple"
        options={sauces}
        required
        error="Je kunt maximaal 1 keuzes maken voor Extra’s"
      />,
    );
    const group = screen.getByRole('group', { name: 'Extra’s (verplicht)' });
    expect(group).toHaveAccessibleDescription('Je kunt maximaal 1 keuzes maken voor Extra’s');

    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('0,1');
    expect(screen.getByRole('checkbox', { name: 'Mayonaise' })).toHaveAttribute('aria-invalid', 'true');
  });

  it("disables the other choices once the maximum is chosen, and counts them ('2/2 gekozen')", async () => {
    render(<Controlled label="Extra’s" type="multiple" options={sauces} max={2} />);
    const group = screen.getByRole('group', { name: 'Extra’s' });
    expect(group).toHaveAccessibleDescription('0/2 gekozen');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Mayonaise' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Samurai +€ 0,50' }));
    expect(group).toHaveAccessibleDescription('2/2 gekozen');
    expect(screen.getByRole('checkbox', { name: 'Tartaar +€ 0,50' })).toBeDisabled();
    await userEvent.click(screen.getByText('Tartaar'));
    expect(screen.getByRole('status')).toHaveTextContent('0,2');

    // Unticking one frees the rest again.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mayonaise' }));
    expect(group).toHaveAccessibleDescription('1/2 gekozen');
    expect(screen.getByRole('checkbox', { name: 'Tartaar +€ 0,50' })).toBeEnabled();
  });

  it('says when there is nothing to choose', () => {
    render(<Controlled label="Saus" type="single" options={[]} emptyMessage="Geen sauzen." />);
    expect(screen.getByText('Geen sauzen.')).toBeInTheDocument();
  });
});
