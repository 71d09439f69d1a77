import { type MedicationProgress, medicationProgress } from '@portal/contract';
import { Dialog, ProgressBar, Stack, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Bidi } from '../../i18n/Bidi';
import { useLanguage } from '../../i18n/useLanguage';
import { displayDate, facilityNow, localized } from '../../shared/format';
import type { PrescriptionRow } from './prescriptions';

const Drugs = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface MedicationDetailProps {
  /** The prescription shown; null closes the dialog. */
  row: PrescriptionRow | null;
  onClose: () => void;
}

/**
 * View Medication: each drug of the prescription as 'brand (generic)', its frequency, a progress
 * bar of the course and 'N more days remaining' / 'elapsed / total days' as of today in the UAE.
 */
export function MedicationDetail({ row, onClose }: MedicationDetailProps) {
  const { t } = useTranslation('medications');
  const language = useLanguage();
  const today = facilityNow().date;
  return (
    <Dialog
      title={t('list.view')}
      isOpen={row !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {row && (
        <Stack gap="lg">
          <Text elementType="p">
            <Bidi>
              {t('detail.prescribedBy', {
                doctor: localized(language, row.doctorName, row.doctorName_ar),
                date: displayDate(row.date),
              })}
            </Bidi>
          </Text>
          <Drugs>
            {row.items.map((item) => {
              const progress: MedicationProgress = medicationProgress(item, today);
              const elapsed = t('detail.elapsed', {
                elapsed: progress.elapsedDays,
                count: progress.totalDays,
              });
              return (
                <li key={`${item.brandName}|${item.genericName}`}>
                  <Stack gap="xs">
                    <ProgressBar
                      label={t('detail.name', { brand: item.brandName, generic: item.genericName })}
                      value={progress.elapsedDays}
                      maxValue={progress.totalDays}
                      valueLabel={elapsed}
                      tone={progress.finished ? 'success' : 'primary'}
                    />
                    <Text elementType="p">
                      <Muted>{t('detail.frequency')}: </Muted>
                      {localized(language, item.frequency, item.frequency_ar)}
                    </Text>
                    <Text elementType="p">
                      <Bidi>{t('detail.remaining', { count: progress.remainingDays })}</Bidi>
                    </Text>
                  </Stack>
                </li>
              );
            })}
          </Drugs>
        </Stack>
      )}
    </Dialog>
  );
}
