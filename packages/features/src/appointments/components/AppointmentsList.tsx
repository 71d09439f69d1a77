import type { Appointment } from '@portal/contract';
import { Avatar, below, Card, Skeleton, Stack, Text, useMediaQuery } from '@portal/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { useLanguage } from '../../i18n/useLanguage';
import { DateTimeText } from '../../shared/DateTimeText';
import { avatarName, localized } from '../../shared/format';
import { CardFacts, CardList } from '../../shared/pageParts';
import {
  AppointmentActions,
  type AppointmentHandlers,
  type AppointmentTab,
  appointmentLabelId,
} from './AppointmentActions';
import { Names, Who } from './parts';
import { StatusBadge } from './StatusBadge';

/** The table (react-aria Table) weighs more than the rest of the screen: wide screens load it on demand. */
const AppointmentsTable = lazy(() =>
  import('./AppointmentsTable').then((m) => ({ default: m.AppointmentsTable })),
);

export interface AppointmentsListProps {
  tab: AppointmentTab;
  items: readonly Appointment[];
  handlers: AppointmentHandlers;
  emptyState: ReactNode;
}

/**
 * Rows of doctor, patient, time and date, status and actions: a table on wide screens, cards on
 * phones (five columns do not fit 390 px).
 */
export function AppointmentsList({ tab, items, handlers, emptyState }: AppointmentsListProps) {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const theme = useTheme();
  const narrow = useMediaQuery(below(theme.breakpoints.md));
  const label = tab === 'upcoming' ? t('appointments.upcoming') : t('appointments.past');

  if (!narrow) {
    return (
      <Suspense fallback={<Skeleton lines={6} label={t('loading')} />}>
        <AppointmentsTable
          label={label}
          tab={tab}
          items={items}
          handlers={handlers}
          emptyState={emptyState}
        />
      </Suspense>
    );
  }
  if (items.length === 0) return <>{emptyState}</>;
  return (
    <CardList aria-label={label}>
      {items.map((item) => {
        const doctor = localized(language, item.physicianName, item.physicianName_ar);
        return (
          <li key={item.appointmentId}>
            <Card as="article" padding="md" aria-labelledby={appointmentLabelId(item)}>
              <Stack gap="sm">
                <Who>
                  <Avatar name={avatarName(doctor)} src={item.image ?? undefined} size="sm" isDecorative />
                  <Names>
                    <Text id={appointmentLabelId(item)} elementType="span">
                      <strong>{doctor}</strong>
                    </Text>
                    <span>{localized(language, item.specialty, item.specialty_ar)}</span>
                  </Names>
                </Who>
                <CardFacts>
                  <dt>{t('appointments.patient')}</dt>
                  <dd>{item.patientName}</dd>
                  <dt>{t('appointments.when')}</dt>
                  <dd>
                    <DateTimeText date={item.apptDate} time={item.apptTime} />
                  </dd>
                  <dt>{t('appointments.status')}</dt>
                  <dd>
                    <StatusBadge status={item.appointmentStatus} />
                  </dd>
                </CardFacts>
                <AppointmentActions item={item} tab={tab} handlers={handlers} />
              </Stack>
            </Card>
          </li>
        );
      })}
    </CardList>
  );
}
