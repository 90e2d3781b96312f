import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Disclosure } from './Disclosure';

const details = (title: string) => screen.getByRole('heading', { name: title }).closest('details');

describe('Disclosure', () => {
  it('starts closed, opens and closes on a click on its title, inside a heading of the given level', async () => {
    render(
      <Disclosure title="Openingsuren" headingLevel={2}>
        <p>Maandag gesloten.</p>
      </Disclosure>,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Openingsuren' })).toBeInTheDocument();
    expect(details('Openingsuren')).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Openingsuren'));
    expect(details('Openingsuren')).toHaveAttribute('open');
    expect(screen.getByRole('region', { name: 'Openingsuren' })).toHaveTextContent('Maandag gesloten.');
    await userEvent.click(screen.getByText('Openingsuren'));
    expect(details('Openingsuren')).not.toHaveAttribute('open');
  });

  it('can start open', () => {
    render(
      <Disclosure title="Contact" defaultOpen>
        hallo@desmul.be
      </Disclosure>,
    );
    expect(details('Contact')).toHaveAttribute('open');
  });

  it('keeps its state when disabled and is left out of the tab order', async () => {
    render(
      <Disclosure title="Informatie" disabled>
        Verse soep.
      </Disclosure>,
    );

    const summary = screen.getByText('Informatie').closest('summary');
    expect(summary).toHaveAttribute('aria-disabled', 'true');
    expect(summary).toHaveAttribute('tabindex', '-1');
    await userEvent.click(screen.getByText('Informatie'));
    expect(details('Informatie')).not.toHaveAttribute('open');
  });
});
