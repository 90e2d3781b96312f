import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkout, compare, reviewPage, visualReview } from './visual-review.mjs';

/**
 * The review tool on a change made on purpose: two checkouts of this commit, one of whose Button
 * story gets one pixel in another colour. Not part of `npm test` (two Storybook builds, about a
 * minute): `npm run test:visual-review`.
 */
test(
  'the visual review finds a one-pixel colour change in one story and nothing in the others',
  { timeout: 600_000 },
  async () => {
    const base = checkout('HEAD');
    const head = checkout('HEAD');
    try {
      const story = join(head.dir, 'design-system/src/components/Button/Button.stories.tsx');
      const source = readFileSync(story, 'utf8');
      const unchanged = 'export const Default: Story = {};';
      assert.ok(source.includes(unchanged), 'the Button story to change is where the test expects it');
      const onePixel = `export const Default: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <span style={{ position: 'fixed', insetInlineStart: 5, insetBlockStart: 5, inlineSize: 1, blockSize: 1, background: '#ff00ff' }} />
      </>
    ),
  ],
};`;
      writeFileSync(story, source.replace(unchanged, onePixel));

      const onePixelArea = { x: 5, y: 5, width: 1, height: 1 };
      const result = await visualReview({
        baseDir: base.dir,
        headDir: head.dir,
        only: ['design-system-button--', 'design-system-badge--'],
      });

      assert.deepEqual(
        result.changed.map(({ id, theme, changed, sizeChanged, box }) => ({
          id,
          theme,
          changed,
          sizeChanged,
          box,
        })),
        [
          {
            id: 'design-system-button--default',
            theme: 'light',
            changed: 1,
            sizeChanged: false,
            box: onePixelArea,
          },
          {
            id: 'design-system-button--default',
            theme: 'dark',
            changed: 1,
            sizeChanged: false,
            box: onePixelArea,
          },
        ],
      );
      assert.deepEqual(result.added, []);
      assert.deepEqual(result.removed, []);
      assert.ok(
        result.unchanged >= 2 * 10,
        `the other Button and Badge stories were compared (${result.unchanged})`,
      );

      const page = reviewPage(result, { base: 'base', head: 'head' });
      assert.equal(page.match(/<section class="story"/g)?.length, 2);
      // Before, after, the enlarged area, after under the diff, and the diff: five pictures a change.
      assert.equal(page.match(/src="data:image\/png;base64,/g)?.length, 2 * 5);
      assert.ok(!/src="(?!data:)/.test(page), 'every picture is inside the page');
    } finally {
      base.remove();
      head.remove();
    }
  },
);

test('pictures that differ only in size count as changed', () => {
  const picture = (width, height) => {
    // A minimal PNG: built through the same library the tool reads with.
    return import('pngjs').then(({ default: { PNG } }) => {
      const png = new PNG({ width, height });
      png.data.fill(255);
      return PNG.sync.write(png);
    });
  };
  return Promise.all([picture(4, 4), picture(4, 6)]).then(([small, tall]) => {
    assert.deepEqual(
      { ...compare(small, small), diff: undefined },
      { changed: 0, sizeChanged: false, diff: undefined, box: null, closeUp: null },
    );
    const grown = compare(small, tall);
    assert.equal(grown.sizeChanged, true);
    assert.equal(grown.changed, 8);
    assert.deepEqual(grown.box, { x: 0, y: 4, width: 4, height: 2 });
  });
});
