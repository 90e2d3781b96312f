import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { darkTheme } from '../../storybook/darkTheme';
import { Card } from '../Card/Card';
import { usage } from '../../storybook/usage';
import { DayScheduleEditor, type DayScheduleEditorProps, type ScheduleSlot } from './DayScheduleEditor';

const QUARTERS = Array.from({ length: 96 }, (_, index) => {
  const minutes = index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** Holds the slots; a new slot starts where the last one ends (14:00 on an empty day), as the product does. */
function Editor(props: DayScheduleEditorProps) {
  const [slots, setSlots] = useState<ScheduleSlot[]>([...props.slots]);
  const add = () => {
    const start = slots.at(-1)?.end || '14:00';
    const end = QUARTERS[QUARTERS.indexOf(start) + 1] ?? '';
    setSlots([...slots, { start, end }]);
    props.onAdd();
  };
  return (
    <Card title="Maandag" headingLevel={3}>
      <DayScheduleEditor
        {...props}
        slots={slots}
        onChange={(next) => {
          setSlots(next);
          props.onChange(next);
        }}
        onAdd={add}
      />
    </Card>
  );
}

const meta = {
  title: 'Design system/DayScheduleEditor',
  component: DayScheduleEditor,
  parameters: {
    docs: usage({
      use: "Edits one day's list of time slots (start and end dropdowns per slot), adding and removing slots, e.g. a day of the opening hours or pickup moments.",
      avoid: 'For a single time, use TimeSelect.',
      texts: ['Tijdslot toevoegen', 'Geen tijdslots: deze dag is gesloten.', 'Starttijd', 'Eindtijd'],
    }),
  },
  render: (args) => <Editor {...args} />,
  args: {
    slots: [
      { start: '11:30', end: '13:30' },
      { start: '17:00', end: '19:30' },
    ],
    times: QUARTERS,
    slotLabel: (position: number) => `Ophaalmoment ${position}`,
    onChange: fn(),
    onAdd: fn(),
  },
  argTypes: { times: { control: false }, slotLabel: { control: false } },
} satisfies Meta<typeof DayScheduleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OpeningHours: Story = {
  args: {
    slotLabel: (position: number) => `Tijdsblok ${position}`,
    slots: [{ start: '09:00', end: '18:00' }],
  },
};

export const Empty: Story = { args: { slots: [] } };

export const Error: Story = {
  args: {
    slots: [
      { start: '11:30', end: '13:30' },
      { start: '13:00', end: '14:00' },
      { start: '15:00', end: '14:30' },
      { start: '', end: '' },
    ],
    errors: [
      'Tijdslots mogen niet overlappen',
      'Tijdslots mogen niet overlappen',
      'Eindtijd moet later zijn dan de starttijd.',
      'Alle velden moeten ingevuld zijn.',
    ],
  },
};

export const Full: Story = {
  args: { slots: [{ start: '22:00', end: '23:45' }], canAdd: false },
};

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = {
  ...darkTheme,
  args: {
    errors: [undefined, 'Eindtijd moet later zijn dan de starttijd.'],
  },
};
