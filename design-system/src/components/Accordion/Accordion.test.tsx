import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, type AccordionItem } from './Accordion';

const items: AccordionItem[] = [
  { value: 'start', title: 'Hoe begin ik?', content: 'Stuur ons een e-mail.' },
  { value: 'betalen', title: 'Hoe betalen klanten?', content: 'Met hun kaart.' },
  { value: 'talen', title: 'Welke talen?', content: 'Nederlands.' },
];

describe('Accordion', () => {
  it('starts closed and opens a panel on click', async () => {
    const onValueChange = vi.fn();
    render(<Accordion items={items} onValueChange={onValueChange} />);

    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hoe begin ik?' }));

    expect(screen.getByRole('region', { name: 'Hoe begin ik?' })).toHaveTextContent('Stuur ons een e-mail.');
    expect(onValueChange).toHaveBeenCalledWith('start');
  });

  it('closes the open panel when another one opens', async () => {
    render(<Accordion items={items} defaultValue="start" />);

    await userEvent.click(screen.getByRole('button', { name: 'Hoe betalen klanten?' }));

    expect(screen.getByRole('button', { name: 'Hoe begin ik?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region')).toHaveTextContent('Met hun kaart.');
  });

  it('closes the open panel when its trigger is clicked again', async () => {
    render(<Accordion items={items} defaultValue="start" />);

    await userEvent.click(screen.getByRole('button', { name: 'Hoe begin ik?' }));

    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is operated with the keyboard', async () => {
    render(<Accordion items={items} />);

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Hoe begin ik?' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Hoe betalen klanten?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(screen.getByRole('region', { name: 'Hoe betalen klanten?' })).toBeInTheDocument();
  });

  it('puts the triggers in headings of the given level', () => {
    render(<Accordion items={items} headingLevel={2} />);

    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('caps an open panel at the given height and lets the keyboard reach it to scroll', async () => {
    render(<Accordion items={items} panelMaxHeight={275} defaultValue="start" />);

    const body = screen.getByText('Stuur ons een e-mail.');
    expect(body.style.getPropertyValue('--accordion-panel-max-height')).toBe('275px');
    expect(body).toHaveAttribute('tabindex', '0');
  });
});
