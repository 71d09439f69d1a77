import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { MoreIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { forwardArrow } from '../internal/storyHelpers';
import { Menu, MenuItem, MenuTrigger } from '../Menu';
import { Table, type TableColumn } from './Table';

interface Appointment {
  id: string;
  doctor: string;
  specialty: string;
  date: string;
  status: 'Confirmed' | 'Pending' | 'Cancelled';
}

const doctors = ['Dr. Layla Hassan', 'Dr. Omar Al Mansoori', 'Dr. Sara Khalil', 'Dr. Hassan Nasser'];
const specialties = ['Cardiology', 'Orthopaedics', 'Dermatology', 'Paediatrics'];
const statuses: Appointment['status'][] = ['Confirmed', 'Pending', 'Cancelled'];

const makeRows = (from: number, count: number): Appointment[] =>
  Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    return {
      id: `a${index}`,
      doctor: doctors[index % 4]!,
      specialty: specialties[index % 4]!,
      date: `2025-10-${String((index % 28) + 1).padStart(2, '0')}`,
      status: statuses[index % 3]!,
    };
  });

const tones = { Confirmed: 'success', Pending: 'warning', Cancelled: 'danger' } as const;
const onMenuAction = fn();

const columns: TableColumn<Appointment>[] = [
  { id: 'doctor', name: 'Doctor', allowsSorting: true, isRowHeader: true },
  { id: 'specialty', name: 'Specialty', allowsSorting: true },
  {
    id: 'date',
    name: 'Date',
    allowsSorting: true,
    cell: (row) => row.date.split('-').reverse().join('/'),
  },
  { id: 'status', name: 'Status', cell: (row) => <Badge tone={tones[row.status]}>{row.status}</Badge> },
  {
    id: 'actions',
    name: 'Actions',
    hideHeader: true,
    align: 'end',
    cell: (row) => (
      <MenuTrigger>
        <IconButton label={`Actions for ${row.doctor} on ${row.date}`}>
          <MoreIcon />
        </IconButton>
        <Menu onAction={(key) => onMenuAction(key, row.id)}>
          <MenuItem id="reschedule">Reschedule</MenuItem>
          <MenuItem id="cancel" tone="danger">
            Cancel
          </MenuItem>
        </Menu>
      </MenuTrigger>
    ),
  },
];

const meta: Meta<typeof Table<Appointment>> = {
  title: 'Components/Table',
  component: Table,
  tags: ['autodocs'],
  args: { label: 'Appointments', columns, rows: makeRows(0, 5) },
};

export default meta;
type Story = StoryObj<typeof Table<Appointment>>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = canvas.getByRole('grid', { name: 'Appointments' });
    // React Aria fills the table after its first commit, so its cells are waited for.
    const doctorHeader = await within(table).findByRole('columnheader', { name: 'Doctor' });
    // Sorting: click (or Enter on) a header.
    await userEvent.click(doctorHeader);
    await expect(doctorHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Dr. Hassan Nasser');
    await userEvent.keyboard('{Enter}');
    await expect(doctorHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Dr. Sara Khalil');
  },
};

export const RowActions: Story = {
  play: async ({ canvas, userEvent }) => {
    onMenuAction.mockClear();
    const table = canvas.getByRole('grid', { name: 'Appointments' });
    await within(table).findAllByRole('row');
    // Keyboard: Tab into the grid (first row), arrows across to the actions cell, Enter opens the menu.
    await userEvent.tab();
    await expect(table).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard(forwardArrow().repeat(5));
    const button = within(table).getByRole('button', { name: 'Actions for Dr. Layla Hassan on 2025-10-01' });
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reschedule' }));
    await expect(onMenuAction).toHaveBeenCalledWith('reschedule', 'a0');
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState
        title="No appointments"
        description="Book one and it will show here."
        action={<Button>Book an appointment</Button>}
        headingLevel={3}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No appointments' })).toBeVisible();
  },
};

function InfiniteAppointments({ onLoadMore }: { onLoadMore: () => void }) {
  const [rows, setRows] = useState(() => makeRows(0, 12));
  const [isLoading, setLoading] = useState(false);
  const loadMore = () => {
    if (isLoading || rows.length >= 36) return;
    onLoadMore();
    setLoading(true);
    window.setTimeout(() => {
      setRows((current) => [...current, ...makeRows(current.length, 12)]);
      setLoading(false);
    }, 300);
  };
  return (
    <Table
      label="Appointments"
      columns={columns.slice(0, 4)}
      rows={rows}
      maxHeight="18rem"
      onLoadMore={loadMore}
      isLoadingMore={isLoading}
    />
  );
}

const loaded = fn();

export const InfiniteScroll: StoryObj<typeof InfiniteAppointments> = {
  render: () => <InfiniteAppointments onLoadMore={loaded} />,
  play: async ({ canvas }) => {
    loaded.mockClear();
    const table = canvas.getByRole('grid', { name: 'Appointments' });
    await expect(await within(table).findAllByRole('rowheader')).toHaveLength(12);
    // Scrolling to the end reveals the sentinel, which asks for the next page.
    const scroller = table.parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(loaded).toHaveBeenCalled());
    await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBe(24));
    scroller.scrollTop = 0;
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'المواعيد',
    rows: [
      { id: '1', doctor: 'د. ليلى حسن', specialty: 'أمراض القلب', date: '2025-10-14', status: 'Confirmed' },
      { id: '2', doctor: 'د. عمر المنصوري', specialty: 'العظام', date: '2025-10-20', status: 'Pending' },
    ],
    columns: [
      { id: 'doctor', name: 'الطبيب', allowsSorting: true, isRowHeader: true },
      { id: 'specialty', name: 'التخصص' },
      {
        id: 'date',
        name: 'التاريخ',
        allowsSorting: true,
        cell: (row) => row.date.split('-').reverse().join('/'),
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const header = await canvas.findByRole('columnheader', { name: 'التاريخ' });
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  },
};
