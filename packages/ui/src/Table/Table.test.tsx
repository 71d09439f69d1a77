import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { testTheme } from '../theme/testTheme';
import { UIProvider } from '../UIProvider';
import { Table } from './Table';

const rows = [
  { id: 1, title: 'Clinic hours', facilityId: 'AD11' },
  { id: 2, title: 'Flu shots', facilityId: 'AD10' },
] as const;

/** A cell that reads more than its row: a facility's name, which arrives after the rows. */
function FacilityTable() {
  const [names, setNames] = useState<Record<string, string>>({});
  return (
    <>
      <Button onPress={() => setNames({ AD10: 'Al Dhannah Hospital', AD11: 'Ruwais Clinic' })}>
        Names arrive
      </Button>
      <Table
        label="Broadcasts"
        rows={rows}
        columns={[
          { id: 'title', name: 'Title', isRowHeader: true },
          { id: 'facilityId', name: 'Facility', cell: (row) => names[row.facilityId] ?? row.facilityId },
        ]}
      />
    </>
  );
}

afterEach(cleanup);

describe('Table', () => {
  it('shows again a cell whose column reads what changed, though the rows are the same objects', async () => {
    const user = userEvent.setup();
    render(
      <UIProvider theme={testTheme} locale="en">
        <FacilityTable />
      </UIProvider>,
    );
    const table = screen.getByRole('grid', { name: 'Broadcasts' });
    expect(within(table).getByRole('row', { name: /Clinic hours/ })).toHaveTextContent('AD11');
    await user.click(screen.getByRole('button', { name: 'Names arrive' }));
    expect(within(table).getByRole('row', { name: /Clinic hours/ })).toHaveTextContent('Ruwais Clinic');
    expect(within(table).getByRole('row', { name: /Flu shots/ })).toHaveTextContent('Al Dhannah Hospital');
  });
});
