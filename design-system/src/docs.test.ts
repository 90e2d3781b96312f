import type { Meta } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as designSystem from './index';
import { AVOID_HEADING, TEXTS_HEADING, USE_HEADING } from './storybook/usage';

type StoryFile = { default: Meta };

const storyFiles = import.meta.glob<StoryFile>('./components/**/*.stories.tsx', { eager: true });
/** The components' own source (not their stories or tests), where the texts they show are written. */
const componentSources = import.meta.glob<string>(
  ['./components/**/*.tsx', '!./components/**/*.stories.tsx', '!./components/**/*.test.tsx'],
  { query: '?raw', import: 'default', eager: true },
);

/** A component is a function or a forwardRef/memo object named like one (not ALL_CAPS, not useX). */
const components = Object.entries(designSystem).filter(
  ([name, value]) =>
    /^[A-Z][a-z]/.test(name) &&
    (typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)),
);

/** The docs description of the story file that shows `component` (as its component or a subcomponent). */
function descriptionOf(component: unknown): string | undefined {
  for (const { default: meta } of Object.values(storyFiles)) {
    const shown = [meta.component, ...Object.values(meta.subcomponents ?? {})];
    if (!shown.includes(component as never)) continue;
    const description = (meta.parameters?.docs as { description?: { component?: unknown } } | undefined)
      ?.description?.component;
    if (typeof description === 'string') return description;
  }
  return undefined;
}

describe('the docs pages', () => {
  it('find the components the design system exports', () => {
    expect(components.map(([name]) => name)).toEqual(
      expect.arrayContaining(['Button', 'Modal', 'ToastProvider']),
    );
    expect(components.map(([name]) => name)).not.toContain('ALLERGEN_ICONS');
    expect(components.map(([name]) => name)).not.toContain('useToast');
  });

  it.each(components)('show %s with what it is for and when not to use it', (_name, component) => {
    const description = descriptionOf(component);
    expect(description, 'no story file shows it with a docs description').toBeDefined();
    const [, use = '', avoid = ''] = description!.split(
      new RegExp(`${escape(USE_HEADING)}|${escape(AVOID_HEADING)}`),
    );
    expect(use.replace(/[:\s]/g, '').length, USE_HEADING).toBeGreaterThan(20);
    expect(avoid.replace(/[:\s]/g, '').length, AVOID_HEADING).toBeGreaterThan(10);
  });

  it.each(Object.entries(storyFiles))(
    '%s quotes only texts its component really shows',
    (path, { default: meta }) => {
      const description = String(
        (meta.parameters?.docs as { description?: { component?: unknown } })?.description?.component ?? '',
      );
      const [, quoted = ''] = description.split(TEXTS_HEADING);
      const texts = [...quoted.matchAll(/“([^”]+)”/g)].map(([, text]) => text!);
      const folder = path.slice(0, path.lastIndexOf('/') + 1);
      const source = Object.entries(componentSources)
        .filter(([file]) => file.startsWith(folder))
        .map(([, text]) => text)
        .join('\n');
      expect(texts.filter((text) => !source.includes(text))).toEqual([]);
    },
  );
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
