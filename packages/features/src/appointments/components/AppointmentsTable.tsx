import type { Appointment } from '@portal/contract';
import { Avatar, Table, type TableColumn } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { avatarName, displayDate, displayTime, localized } from '../../shared/format';
import {
  AppointmentActions,
  type AppointmentHandlers,
  type AppointmentTab,
  appointmentLabelId,
} from './AppointmentActions';
import { Names, Who } from './parts';
import { StatusBadge } from './StatusBadge';

interface Row {
  id: string;
  item: Appointment;
}

export interface AppointmentsTableProps {
  label: string;
  tab: AppointmentTab;
  items: readonly Appointment[];
  handlers: AppointmentHandlers;
  emptyState: ReactNode;
}

/** The wide-screen list: doctor, patient, time and date, status, actions. */
export function AppointmentsTable({ label, tab, items, handlers, emptyState }: AppointmentsTableProps) {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const columns: TableColumn<Row>[] = [
    {
      id: 'doctor',
      name: t('appointments.doctor'),
      isRowHeader: true,
      cell: ({ item }) => {
        const doctor = localized(language, item.physicianName, item.physicianName_ar);
        return (
          <Who>
            <Avatar name={avatarName(doctor)} src={item.image ?? undefined} size="sm" isDecorative />
            <Names>
              <span id={appointmentLabelId(item)}>{doctor}</span>
              <span>{localized(language, item.specialty, item.specialty_ar)}</span>
            </Names>
          </Who>
        );
      },
    },
    { id: 'patient', name: t('appointments.patient'), cell: ({ item }) => item.patientName },
    {
      id: 'when',
      name: t('appointments.when'),
      cell: ({ item }) => (
        <Names>
          <span>{displayTime(item.apptTime, language)}</span>
          <span>{displayDate(item.apptDate)}</span>
        </Names>
      ),
    },
    {
      id: 'status',
      name: t('appointments.status'),
      cell: ({ item }) => <StatusBadge status={item.appointmentStatus} />,
    },
    {
      id: 'actions',
      name: t('appointments.actions'),
      cell: ({ item }) => <AppointmentActions item={item} tab={tab} handlers={handlers} />,
    },
  ];
  return (
    <Table<Row>
      label={label}
      columns={columns}
      rows={items.map((item) => ({ id: item.appointmentId, item }))}
      emptyState={emptyState}
    />
  );
}
