import type { LabOrder } from '@portal/contract';
import { Button, Card, Stack } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { displayDate } from '../../shared/format';
import { CardFacts, CardGrid, CardTitle } from '../../shared/pageParts';

/** What a report's buttons ask for: to see it, or to save it. */
export type ReportAction = 'view' | 'download';

export interface ReportListProps {
  label: string;
  items: readonly LabOrder[];
  /** The report (and action) being fetched: its button shows pending. */
  busy: { docNumber: string; action: ReportAction } | null;
  onOpen: (report: LabOrder, action: ReportAction) => void;
  emptyState: ReactNode;
}

const titleId = (report: LabOrder) => `report-${report.docNumber}`;

/**
 * A card per report: number, date, type, test names, View and Download. Cards sit side by side as
 * the width allows and one under another on a phone.
 */
export function ReportList({ label, items, busy, onOpen, emptyState }: ReportListProps) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  if (items.length === 0) return <>{emptyState}</>;
  const pending = (report: LabOrder, action: ReportAction) =>
    busy?.docNumber === report.docNumber && busy.action === action;
  return (
    <CardGrid aria-label={label}>
      {items.map((report) => (
        <li key={report.docNumber}>
          <Card as="article" padding="md" aria-labelledby={titleId(report)}>
            <Stack gap="sm">
              <CardTitle level={2} id={titleId(report)}>
                <bdi dir="ltr">{report.docNumber}</bdi>
              </CardTitle>
              <CardFacts>
                <dt>{t('list.date')}</dt>
                <dd>
                  <bdi>{displayDate(report.orderDate)}</bdi>
                </dd>
                <dt>{t('list.type')}</dt>
                <dd>{t(`list.type.${report.docType}`)}</dd>
                <dt>{t('list.tests')}</dt>
                <dd>
                  {(language === 'ar' && report.testNames_ar.length > 0
                    ? report.testNames_ar
                    : report.testNames
                  ).join(language === 'ar' ? '، ' : ', ')}
                </dd>
              </CardFacts>
              <Stack direction="row" gap="sm" wrap>
                <Button
                  onPress={() => onOpen(report, 'view')}
                  isPending={pending(report, 'view')}
                  isDisabled={busy !== null && !pending(report, 'view')}
                  aria-label={t('list.viewLabel', { number: report.docNumber })}
                >
                  {t('list.view')}
                </Button>
                <Button
                  variant="secondary"
                  onPress={() => onOpen(report, 'download')}
                  isPending={pending(report, 'download')}
                  isDisabled={busy !== null && !pending(report, 'download')}
                  aria-label={t('list.downloadLabel', { number: report.docNumber })}
                >
                  {t('list.download')}
                </Button>
              </Stack>
            </Stack>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
