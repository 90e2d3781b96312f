import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessibilityProblems, storyTestAnnotations } from '../../.storybook/story-accessibility';

setProjectAnnotations(storyTestAnnotations);

type StoryFile = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const storyFiles = import.meta.glob<StoryFile>('./**/*.stories.tsx', { eager: true });

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(Object.entries(storyFiles))('%s', (_path, storyFile) => {
  // Any story file is accepted here, so TypeScript cannot know the composed stories' args.
  const stories = Object.entries(composeStories(storyFile)) as [string, ComposedStory][];

  it.each(stories)(
    '%s renders and plays without errors, with a clean accessibility result',
    async (_name, story) => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      // Radix reports accessibility mistakes (e.g. a dialog without a description) as warnings.
      const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});

      await story.run();
      // The addon's afterEach ran axe over the story as rendered and played.
      expect(accessibilityProblems(story.reporting)).toEqual([]);
      // Storybook unmounts a story only when the next one runs: the file's last one stayed mounted,
      // and a timer of its (a toast closing itself) ran React after the test page was torn down.
      // Loading a story first runs the cleanups of the one before (this project has no loaders).
      await story.load();

      expect(consoleError.mock.calls).toEqual([]);
      expect(consoleWarn.mock.calls).toEqual([]);
    },
  );
});
