import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessibilityProblems, storyTestAnnotations } from '../../../.storybook/story-accessibility';
import { server } from '../test/server';
import { answerWith, type ScreenParameters } from './screen';

setProjectAnnotations(storyTestAnnotations);
// The screens' answers come from the tests' MSW server (test-setup.ts starts and resets it).
answerWith(server);

type StoryFile = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const storyFiles = import.meta.glob<StoryFile>('./**/*.stories.tsx', { eager: true });

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the screens show when something failed: an alert, or the crash page's title. */
const errorShown = () =>
  screen.queryAllByRole('alert').length > 0 || screen.queryByText('Oeps! Er is iets misgegaan') !== null;

describe.each(Object.entries(storyFiles))('%s', (_path, storyFile) => {
  // Any story file is accepted here, so TypeScript cannot know the composed stories' args.
  const stories = Object.entries(composeStories(storyFile)) as [string, ComposedStory][];

  it.each(stories)(
    '%s shows its screen without errors, with a clean accessibility result',
    async (_name, story) => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { showsError = false } = (story.parameters.screen ?? {}) as ScreenParameters;

      // Its loaders (answers, language), render and play: play waits for what the screen must show.
      await story.run();
      expect(errorShown()).toBe(showsError);
      // The addon's afterEach ran axe over the screen as it ended.
      expect(accessibilityProblems(story.reporting)).toEqual([]);
      // Unmounts it (see design-system/src/stories.test.tsx): loading runs the cleanups of the one before.
      await story.load();

      expect(consoleError.mock.calls).toEqual([]);
      expect(consoleWarn.mock.calls).toEqual([]);
      // A screen loads its parts lazily and its play waits up to 5 s for them (see test-setup.ts).
    },
    15_000,
  );
});
