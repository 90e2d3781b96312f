import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme } from '../../storybook/darkTheme';
import { Row } from '../../storybook/StoryLayout';
import { usage } from '../../storybook/usage';
import { CollectionIcon } from './CollectionIcon';
import { COLLECTION_ICON_DRAWINGS } from './collection-icon-drawings';

const meta = {
  title: 'Design system/CollectionIcon',
  component: CollectionIcon,
  parameters: {
    docs: usage({
      use: "A collection's icon: one of the named drawings, an image from a URL, or the general icon for anything unknown.",
      avoid:
        'For choosing an icon, use IconPicker; for icons inside controls, use lucide-react icons directly.',
    }),
  },
  args: { icon: 'Pizza', label: 'Pizza', size: 'lg' },
  argTypes: {
    icon: { control: 'select', options: Object.keys(COLLECTION_ICON_DRAWINGS) },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof CollectionIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllIcons: Story = {
  render: (args) => (
    <Row>
      {Object.keys(COLLECTION_ICON_DRAWINGS).map((name) => (
        <CollectionIcon key={name} {...args} icon={name} label={name} />
      ))}
    </Row>
  ),
};

export const OwnBoxIcon: Story = { args: { icon: 'boxIcon', label: 'Boxen' } };

export const ImageUrl: Story = {
  args: {
    icon: 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" rx="1" fill="%23c2410c"/></svg>',
    label: 'Eigen icoon',
  },
};

export const Unknown: Story = { args: { icon: 'BestaatNiet', label: 'Onbekend icoon' } };

export const Dark: Story = { ...darkTheme, render: AllIcons.render };
