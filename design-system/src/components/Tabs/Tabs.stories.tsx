import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { usage } from '../../storybook/usage';
import { Tabs, type TabItem } from './Tabs';

const schedulingTabs: TabItem[] = [
  { value: 'moments', label: 'Ophaalmomenten', content: <p>Maandag: 11:00 - 14:00</p> },
  { value: 'vacation', label: 'Vakantie', content: <p>Geen vakantiedagen gepland.</p> },
  { value: 'settings', label: 'Instellingen', content: <p>Minimale voorbereidingstijd: 30 minuten.</p> },
];

const meta = {
  title: 'Design system/Tabs',
  component: Tabs,
  parameters: {
    docs: usage({
      use: 'Switches between views of one thing on the same page, e.g. parts of the settings; arrow keys move between the tabs.',
      avoid: 'For going to other pages, use links; for sections to unfold, use Accordion or Disclosure.',
    }),
  },
  args: { tabs: schedulingTabs, label: 'Planning', onValueChange: fn() },
  argTypes: { tabs: { control: false } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Ophaalmomenten' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Vakantie' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Disabled: Story = {
  args: { tabs: schedulingTabs.map((tab) => (tab.value === 'vacation' ? { ...tab, disabled: true } : tab)) },
};

/** On a phone, tabs that do not fit side by side wrap onto more rows. */
export const ManyTabsOnSmallScreens: Story = {
  args: {
    label: 'Collecties',
    tabs: ['Broodjes', 'Salades', 'Soepen', 'Warme gerechten', 'Desserts', 'Dranken', 'Overige'].map(
      (name) => ({
        value: name.toLowerCase(),
        label: name,
        content: <p>{name}</p>,
      }),
    ),
  },
  globals: { viewport: { value: 'mobile1' } },
};

export const Dark: Story = { ...darkTheme };
