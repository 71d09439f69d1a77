import { Avatar, below, Card, Skeleton, Stack, Text, useMediaQuery } from '@portal/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { Bidi } from '../../i18n/Bidi';
import { useLanguage } from '../../i18n/useLanguage';
import { avatarName, displayDate, localized } from '../../shared/format';
import { CardFacts, CardList } from '../../shared/pageParts';
import { Who } from './parts';
import { type PrescriptionRow, rowLabelId } from './prescriptions';
import { ViewButton } from './ViewButton';

/** The table (react-aria Table) weighs more than the rest of the screen: wide screens load it on demand. */
const PrescriptionsTable = lazy(() =>
  import('./PrescriptionsTable').then((m) => ({ default: m.PrescriptionsTable })),
);

export interface PrescriptionListProps {
  label: string;
  rows: readonly PrescriptionRow[];
  onView: (row: PrescriptionRow) => void;
  emptyState: ReactNode;
}

/** A row per prescription: a table on wide screens, cards on phones. */
export function PrescriptionList({ label, rows, onView, emptyState }: PrescriptionListProps) {
  const { t } = useTranslation('medications');
  const language = useLanguage();
  const theme = useTheme();
  const narrow = useMediaQuery(below(theme.breakpoints.md));

  if (!narrow) {
    return (
      <Suspense fallback={<Skeleton lines={4} label={t('medications.loading')} />}>
        <PrescriptionsTable label={label} rows={rows} onView={onView} emptyState={emptyState} />
      </Suspense>
    );
  }
  if (rows.length === 0) return <>{emptyState}</>;
  return (
    <CardList aria-label={label}>
      {rows.map((row) => {
        const doctor = localized(language, row.doctorName, row.doctorName_ar);
        return (
          <li key={row.id}>
            <Card as="article" padding="md" aria-labelledby={rowLabelId(row)}>
              <Stack gap="sm">
                <Who>
                  <Avatar
                    name={avatarName(doctor)}
                    src={row.doctorImage ?? undefined}
                    size="sm"
                    isDecorative
                  />
                  <Text id={rowLabelId(row)} elementType="span">
                    <strong>{doctor}</strong>
                  </Text>
                </Who>
                <CardFacts>
                  <dt>{t('list.date')}</dt>
                  <dd>{displayDate(row.date)}</dd>
                  <dt>{t('list.duration')}</dt>
                  <dd>
                    <Bidi>{t('list.days', { count: row.duration })}</Bidi>
                  </dd>
                </CardFacts>
                <ViewButton row={row} onView={onView} />
              </Stack>
            </Card>
          </li>
        );
      })}
    </CardList>
  );
}
