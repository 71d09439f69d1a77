import { Button, Card, Dialog, Heading, PageHeader, Stack, Table, type TableColumn, Text } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Bidi } from '../../i18n/Bidi';
import { displayDate } from '../../shared/format';
import { strings } from '../i18n/strings';
import { ValetPage } from '../ValetPage';

export const ready = strings.ready;

/*
 * The mock-up's figures (spec section 2: a total of 38, a parking list for 8:00-9:00 AM). Nothing
 * here comes from or goes to a server: the valet area is a static preview.
 */
type SlotKey = 'slot.8' | 'slot.9' | 'slot.10' | 'slot.11';
interface SlotRow {
  id: SlotKey;
  cars: number;
}
const TODAY: readonly SlotRow[] = [
  { id: 'slot.8', cars: 8 },
  { id: 'slot.9', cars: 12 },
  { id: 'slot.10', cars: 11 },
  { id: 'slot.11', cars: 7 },
];
const TOTAL = TODAY.reduce((sum, slot) => sum + slot.cars, 0);
/** The slot whose parking list the mock-up shows. */
const LISTED: SlotKey = 'slot.8';

type CarKey = 'car.sedan' | 'car.suv' | 'car.hatchback' | 'car.pickup';
interface ParkedCar {
  id: string;
  plate: string;
  car: CarKey;
  parkedAt: string;
  delivered: boolean;
}
const PARKING_LIST: readonly ParkedCar[] = [
  { id: 'V-1001', plate: 'AD 1 23456', car: 'car.sedan', parkedAt: '8:04', delivered: true },
  { id: 'V-1002', plate: 'AD 5 71820', car: 'car.suv', parkedAt: '8:11', delivered: true },
  { id: 'V-1003', plate: 'DXB K 40218', car: 'car.hatchback', parkedAt: '8:17', delivered: false },
  { id: 'V-1004', plate: 'AD 12 9034', car: 'car.pickup', parkedAt: '8:26', delivered: false },
  { id: 'V-1005', plate: 'AD 2 66107', car: 'car.sedan', parkedAt: '8:33', delivered: true },
  { id: 'V-1006', plate: 'SHJ 3 15592', car: 'car.suv', parkedAt: '8:41', delivered: false },
  { id: 'V-1007', plate: 'AD 7 30481', car: 'car.hatchback', parkedAt: '8:48', delivered: false },
  { id: 'V-1008', plate: 'AD 4 82713', car: 'car.sedan', parkedAt: '8:55', delivered: false },
];
/** The mock-up's past days, as it shows them (fixed: a preview, not a record). */
const PAST: readonly { id: string; date: string; cars: number }[] = [
  { id: '1', date: '2026-11-25', cars: 41 },
  { id: '2', date: '2026-11-24', cars: 36 },
  { id: '3', date: '2026-11-23', cars: 44 },
  { id: '4', date: '2026-11-22', cars: 29 },
  { id: '5', date: '2026-11-21', cars: 33 },
];

const Total = styled(Card)`
  text-align: center;
`;

const Figure = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * /valetauth/dashboard (spec section 2): today's and past valet parking and a total of 38, as a
 * static mock-up; the 8:00-9:00 AM row opens its parking list in a dialog, the only thing it does.
 */
export function ValetDashboardScreen() {
  const { t } = useTranslation('valet');
  const [listOpen, setListOpen] = useState(false);

  const slotColumns: TableColumn<SlotRow>[] = [
    { id: 'slot', name: t('dashboard.slot'), isRowHeader: true, cell: (row) => <Bidi>{t(row.id)}</Bidi> },
    { id: 'cars', name: t('dashboard.cars'), cell: (row) => row.cars, align: 'end' },
    {
      id: 'list',
      name: t('dashboard.list'),
      hideHeader: true,
      cell: (row) =>
        row.id === LISTED ? (
          <Button variant="secondary" onPress={() => setListOpen(true)}>
            {t('dashboard.list')}
          </Button>
        ) : null,
    },
  ];
  const pastColumns: TableColumn<(typeof PAST)[number]>[] = [
    {
      id: 'date',
      name: t('dashboard.date'),
      isRowHeader: true,
      cell: (row) => <bdi dir="ltr">{displayDate(row.date)}</bdi>,
    },
    { id: 'cars', name: t('dashboard.cars'), cell: (row) => row.cars, align: 'end' },
  ];
  const listColumns: TableColumn<ParkedCar>[] = [
    { id: 'ticket', name: t('list.ticket'), isRowHeader: true, cell: (row) => <bdi dir="ltr">{row.id}</bdi> },
    { id: 'plate', name: t('list.plate'), cell: (row) => <bdi dir="ltr">{row.plate}</bdi> },
    { id: 'car', name: t('list.car'), cell: (row) => t(row.car) },
    { id: 'parkedAt', name: t('list.parkedAt'), cell: (row) => <bdi dir="ltr">{row.parkedAt}</bdi> },
    {
      id: 'status',
      name: t('list.status'),
      cell: (row) => t(row.delivered ? 'status.delivered' : 'status.parked'),
    },
  ];

  return (
    <ValetPage>
      <PageHeader title={t('dashboard.title')} />
      <Total>
        <Stack gap="xs" align="center">
          <Text>{t('dashboard.totalToday')}</Text>
          <Figure>{TOTAL}</Figure>
        </Stack>
      </Total>
      <Stack gap="md">
        <Heading level={2}>{t('dashboard.today')}</Heading>
        <Table label={t('dashboard.today')} columns={slotColumns} rows={TODAY} />
      </Stack>
      <Stack gap="md">
        <Heading level={2}>{t('dashboard.past')}</Heading>
        <Table label={t('dashboard.past')} columns={pastColumns} rows={PAST} />
      </Stack>
      <Dialog
        title={t('dashboard.listFor', { slot: t(LISTED) })}
        isOpen={listOpen}
        onOpenChange={setListOpen}
        size="lg"
      >
        <Table label={t('dashboard.list')} columns={listColumns} rows={PARKING_LIST} />
      </Dialog>
    </ValetPage>
  );
}
