import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

const tabs: TabItem[] = [
  { value: 'moments', label: 'Ophaalmomenten', content: 'Maandag 11:00 - 14:00' },
  { value: 'vacation', label: 'Vakantie', content: 'Geen vakantiedagen' },
  { value: 'settings', label: 'Instellingen', content: 'Voorbereidingstijd 30 minuten' },
];

describe('Tabs', () => {
  it('shows the first tab and names the list', () => {
    render(<Tabs tabs={tabs} label="Planning" />);

    expect(screen.getByRole('tablist', { name: 'Planning' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ophaalmomenten' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Maandag 11:00 - 14:00');
  });

  it('moves to the next tab with ArrowRight', async () => {
    const onValueChange = vi.fn();
    render(<Tabs tabs={tabs} onValueChange={onValueChange} />);

    await userEvent.click(screen.getByRole('tab', { name: 'Ophaalmomenten' }));
    await userEvent.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Vakantie' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Vakantie' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Geen vakantiedagen');
    expect(onValueChange).toHaveBeenCalledWith('vacation');
  });

  it('skips a disabled tab', async () => {
    render(<Tabs tabs={tabs.map((tab) => ({ ...tab, disabled: tab.value === 'vacation' }))} />);

    await userEvent.click(screen.getByRole('tab', { name: 'Ophaalmomenten' }));
    await userEvent.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: 'Instellingen' })).toHaveAttribute('aria-selected', 'true');
  });
});
