import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithQuery } from '../../../test/render';
import type { AllergenInfo } from '@bestelklaar/domain';
import { AllergenStep } from './AllergenStep';

const noInfo: AllergenInfo = { allergens: [], mayContain: [], dietary: [] };
const water: AllergenInfo = { allergens: [], mayContain: [], dietary: ['vegan'] };
const cheese: AllergenInfo = { allergens: ['milk'], mayContain: [], dietary: [] };

describe("the home screen's allergen step", () => {
  it('asks for the allergens of the items that have none, and leads to them', () => {
    renderWithQuery(<AllergenStep complete={false} items={[noInfo, cheese, noInfo]} />, { route: '/' });
    expect(screen.getByRole('heading', { name: 'Allergenen Ontbreken' })).toBeInTheDocument();
    expect(
      screen.getByText(/^2 producten en menu’s hebben nog geen allergeneninformatie\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Allergenen invullen' })).toHaveAttribute(
      'href',
      '/dashboard/producten',
    );
  });

  it('is gone once every item has its information, or the owner says it is complete', () => {
    const { unmount } = renderWithQuery(<AllergenStep complete={false} items={[cheese, water]} />, {
      route: '/',
    });
    expect(screen.queryByRole('heading', { name: 'Allergenen Ontbreken' })).not.toBeInTheDocument();
    unmount();
    renderWithQuery(<AllergenStep complete items={[noInfo, cheese]} />, { route: '/' });
    expect(screen.queryByRole('heading', { name: 'Allergenen Ontbreken' })).not.toBeInTheDocument();
  });
});
