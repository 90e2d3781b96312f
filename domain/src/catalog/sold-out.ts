import { CATALOG_MESSAGES } from './catalog-messages';
import type { SelectedOptions } from './item-price';
import type { OptionGroup } from './option-groups';
import { MESSAGES } from '../messages';
import { combine, invalid, readBody, valid, type FieldResult, type Parsed } from '../parsing';
import { readBoolean } from '../validation';
import { nameIn } from '../i18n/content-translations';
import type { Language } from '../i18n/languages';

/** `PUT /api/admin/{products|menus}/{id}/sold-out`: 'Uitverkocht vandaag' on or off. */
export interface SoldOutInput {
  soldOut: boolean;
}

function readSoldOut(value: unknown): FieldResult<boolean> {
  if (value === undefined || value === null || value === '') return invalid(MESSAGES.required);
  const soldOut = readBoolean(value);
  return soldOut === undefined ? invalid(CATALOG_MESSAGES.chooseYesOrNo) : valid(soldOut);
}

export function parseSoldOut(input: unknown): Parsed<SoldOutInput> {
  const { fields, errors } = readBody(input, ['soldOut']);
  return combine({ soldOut: readSoldOut(fields.soldOut) }, errors);
}

/**
 * 'Uitverkocht vandaag' is kept as the shop's calendar day it was set on: it holds that whole day
 * and ends by itself when the shop's day turns, whether or not anything runs at midnight.
 */
export function isMarkedSoldOut(markedOn: string | null, today: string): boolean {
  return markedOn === today;
}

/**
 * The first chosen option that is 'Niet beschikbaar', by name as a reader of `language` reads it
 * (`nameIn`); undefined when every choice is available.
 */
export function unavailableChoiceOf(
  groups: readonly OptionGroup[],
  selected: SelectedOptions,
  language: Language = 'nl',
): string | undefined {
  for (const [index, group] of groups.entries()) {
    const picked = selected[index];
    if (group.type === 'text' || picked === undefined || typeof picked === 'string') continue;
    const chosen = (Array.isArray(picked) ? picked : [picked]).map((choice) => group.options[choice]);
    const unavailable = chosen.find((choice) => choice?.available === false);
    if (unavailable) return nameIn(unavailable, language);
  }
  return undefined;
}
