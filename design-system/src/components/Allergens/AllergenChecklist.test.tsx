import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ALLERGEN_CODES, ALLERGEN_NAMES, type AllergenCode } from '@bestelklaar/domain';
import { AllergenChecklist, type AllergenChecklistProps } from './AllergenChecklist';

function Controlled(
  props: Omit<AllergenChecklistProps, 'value' | 'onChange'> & { initial?: AllergenCode[] },
) {
  const [value, setValue] = useState<readonly AllergenCode[]>(props.initial ?? []);
  return (
    <>
      <AllergenChecklist {...props} value={value} onChange={setValue} />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('AllergenChecklist', () => {
  it('offers the 14 allergens by their Dutch names, in one group named by its label', () => {
    render(<Controlled label="Bevat" />);
    const group = screen.getByRole('group', { name: 'Bevat' });
    const boxes = screen.getAllByRole('checkbox');
    expect(group).toContainElement(boxes[0]!);
    expect(boxes.map((box) => box.getAttribute('value'))).toEqual([...ALLERGEN_CODES]);
    for (const code of ALLERGEN_CODES) {
      expect(screen.getByRole('checkbox', { name: ALLERGEN_NAMES[code] })).not.toBeChecked();
    }
  });

  it('checks and unchecks by keyboard, answering in the order of the 14', async () => {
    render(<Controlled label="Bevat" />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Glutenbevattende granen' })).toHaveFocus();
    // Milk is the seventh of the 14.
    for (let step = 0; step < 6; step += 1) await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Melk' })).toHaveFocus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: 'Eieren' }));
    expect(screen.getByRole('status')).toHaveTextContent('eggs,milk');

    await user.click(screen.getByRole('checkbox', { name: 'Melk' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^eggs$/);
  });

  it('shows locked allergens checked, not to be unchecked, and says why', async () => {
    render(<Controlled label="Bevat" locked={['gluten']} lockedHint="Komt uit de producten van dit menu" />);
    const gluten = screen.getByRole('checkbox', { name: 'Glutenbevattende granen' });
    expect(gluten).toBeChecked();
    expect(gluten).toBeDisabled();
    expect(gluten).toHaveAccessibleDescription('Komt uit de producten van dit menu');
    await userEvent.click(gluten);
    expect(gluten).toBeChecked();
  });

  it('says what is wrong and marks every box invalid', () => {
    render(<Controlled label="Bevat" error="Kies elk allergeen één keer." />);
    expect(screen.getByRole('group', { name: 'Bevat' })).toHaveAccessibleDescription(
      'Kies elk allergeen één keer.',
    );
    expect(screen.getByRole('checkbox', { name: 'Vis' })).toBeInvalid();
  });
});
