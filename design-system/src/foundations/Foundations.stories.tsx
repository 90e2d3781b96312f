import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { darkTheme } from '../storybook/darkTheme';
import { ColoursPage, TokenPage } from './FoundationPages';
import type { Theme } from './tokens';

/** The theme the toolbar (or a dark story) shows, so the page's numbers match what is on screen. */
const themeOf = (context: StoryContext): Theme => (context.globals.theme === 'dark' ? 'dark' : 'light');

const meta = {
  title: 'Foundations',
  // Pages, not components: they have no props to document.
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = { render: (_args, context) => <ColoursPage theme={themeOf(context)} /> };
export const ColoursDark: Story = { ...darkTheme, name: 'Colours (dark)', render: Colours.render };
export const Typography: Story = {
  render: (_args, context) => <TokenPage group="type" theme={themeOf(context)} />,
};
export const Spacing: Story = {
  render: (_args, context) => <TokenPage group="spacing" theme={themeOf(context)} />,
};
export const Radii: Story = {
  render: (_args, context) => <TokenPage group="radius" theme={themeOf(context)} />,
};
export const Shadows: Story = {
  render: (_args, context) => <TokenPage group="shadow" theme={themeOf(context)} />,
};
export const ShadowsDark: Story = { ...darkTheme, name: 'Shadows (dark)', render: Shadows.render };
export const Motion: Story = {
  render: (_args, context) => <TokenPage group="motion" theme={themeOf(context)} />,
};
export const OtherTokens: Story = {
  render: (_args, context) => <TokenPage group="other" theme={themeOf(context)} />,
};
