import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { CollectionIcon } from '../CollectionIcon/CollectionIcon';
import { IconButton } from '../IconButton/IconButton';
import { usage } from '../../storybook/usage';
import { SortableTable, type SortableTableColumn, type SortableTableProps } from './SortableTable';

interface Collection {
  id: string;
  name: string;
  icon: string;
}

const collections: Collection[] = [
  { id: '1', name: 'Broodjes', icon: 'Sandwich' },
  { id: '2', name: 'Soepen', icon: 'Soup' },
  { id: '3', name: 'Desserts', icon: 'Cake' },
  { id: '4', name: 'Dranken', icon: 'CupSoda' },
];

const columns: SortableTableColumn<Collection>[] = [
  { header: 'Icoon', fit: true, cell: (collection) => <CollectionIcon icon={collection.icon} /> },
  { header: 'Naam', cell: (collection) => collection.name },
  {
    header: 'Acties',
    hideHeader: true,
    fit: true,
    align: 'end',
    cell: (collection) => (
      <>
        <IconButton label={`${collection.name} bewerken`} icon={<Pencil />} />
        <IconButton label={`${collection.name} verwijderen`} icon={<Trash2 />} variant="danger-outline" />
      </>
    ),
  },
];

/** Keeps the order in state, as a screen does until the server confirms it. */
function Reorderable(props: SortableTableProps<Collection>) {
  const [items, setItems] = useState(props.items);
  return (
    <SortableTable
      {...props}
      items={items}
      onReorder={(next) => {
        setItems(next);
        props.onReorder(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/SortableTable',
  component: SortableTable<Collection>,
  parameters: {
    docs: usage({
      use: 'A table whose rows are put in order by dragging their handle, with a mouse, a finger or the keyboard (spacebar, arrows, spacebar), every move announced in Dutch; e.g. the order of collections.',
      avoid: 'For a table whose order does not matter or is sorted by a column.',
    }),
  },
  render: (args) => <Reorderable {...args} />,
  args: {
    caption: 'Collecties',
    items: collections,
    getId: (collection) => collection.id,
    getLabel: (collection) => collection.name,
    columns,
    onReorder: fn(),
  },
} satisfies Meta<typeof SortableTable<Collection>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Saving: Story = { args: { disabled: true } };

export const SingleRow: Story = { args: { items: collections.slice(0, 1) } };

export const Dark: Story = { ...darkTheme };
