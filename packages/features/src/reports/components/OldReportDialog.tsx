import {
  type BookingPatient,
  LAB_DOC_TYPES,
  type LabDocType,
  lastVisitDateIssue,
  type MessageCode,
  TOAST_MS,
  uaeToday,
} from '@portal/contract';
import { Alert, Button, Dialog, Form, Select, Skeleton, Stack, toast } from '@portal/ui';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverCode } from '../../api/errors';
import { messageOfEnvelope } from '../../api/messages';
import { Bidi } from '../../i18n/Bidi';
import { useMessageText } from '../../i18n/useMessageText';
import { accountErrorMessage } from '../../shared/account/messages';
import { useFieldErrorText } from '../../shared/account/useFieldErrorText';
import { PatientPicker } from '../../shared/care/PatientPicker';
import { useRequestOldReportMutation } from '../api';

// The date picker is a chunk of its own (shared/DateField), fetched as soon as this dialog's is.
const dateField = import('../../shared/DateField');
const DateField = lazy(() => dateField);

const DATE_CODES: readonly string[] = [
  'reports.dateFormatError',
  'reports.dateRangeError',
] satisfies MessageCode[];

export interface OldReportDialogProps {
  isOpen: boolean;
  onClose: () => void;
  patients: readonly BookingPatient[] | undefined;
  /** Whose report, to begin with: the person the screen shows. */
  familyMemberId: number;
}

/**
 * 'Request Old Report' (spec sections 5 and 7): the report type, the last visit date (a real day,
 * not in the future: 'Date Format Error', 'Date Range Error') and for whom; the server stores it
 * for the hospital's staff.
 */
export function OldReportDialog({ isOpen, onClose, patients, familyMemberId }: OldReportDialogProps) {
  const { t } = useTranslation(['reports', 'account']);
  const messageText = useMessageText();
  const fieldErrorText = useFieldErrorText();
  const [reportType, setReportType] = useState<LabDocType>(LAB_DOC_TYPES[0]);
  const [lastVisitDate, setLastVisitDate] = useState<string | null>(null);
  const [person, setPerson] = useState(familyMemberId);
  const [dateError, setDateError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [submit, submitState] = useRequestOldReportMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitState.isLoading) return;
    setFailure(undefined);
    const issue = lastVisitDateIssue(lastVisitDate ?? '', uaeToday());
    if (issue) {
      setDateError(issue.code);
      return;
    }
    setDateError(undefined);
    const result = await submit({ reportType, lastVisitDate: lastVisitDate ?? '', familyMemberId: person });
    if (result.error) {
      const code = serverCode(result.error);
      if (code && DATE_CODES.includes(code)) {
        setDateError(code);
        return;
      }
      setFailure(
        messageText(accountErrorMessage(result.error, { ns: 'reports', fallback: 'reports.oldReportError' })),
      );
      return;
    }
    if (!result.data.data.result) {
      setFailure(t('reports.oldReportError'));
      return;
    }
    const said = messageOfEnvelope(result.data.message);
    toast.success(said ? messageText(said) : t('reports.oldReportRequested'), { timeout: TOAST_MS });
    onClose();
  }

  return (
    <Dialog title={t('old.title')} isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="md">
      <Form onSubmit={(event) => void handleSubmit(event)} aria-label={t('old.title')}>
        <Stack gap="lg">
          <Select
            label={t('old.reportType')}
            options={LAB_DOC_TYPES.map((type) => ({ id: type, label: t(`list.type.${type}`) }))}
            value={reportType}
            onChange={(key) => {
              if (key === 'LAB' || key === 'RBF') setReportType(key);
            }}
            name="reportType"
          />
          <Suspense fallback={<Skeleton lines={1} label={t('loading')} />}>
            <DateField
              label={t('old.lastVisitDate')}
              value={lastVisitDate}
              onChange={(value) => {
                setLastVisitDate(value);
                setDateError(undefined);
              }}
              maxValue={uaeToday()}
              errorMessage={fieldErrorText(dateError)}
              calendarLabel={t('old.calendar')}
              name="lastVisitDate"
            />
          </Suspense>
          <PatientPicker patients={patients} isLoading={!patients} value={person} onChange={setPerson} />
          {failure && (
            <Alert tone="error" role="alert">
              <Bidi>{failure}</Bidi>
            </Alert>
          )}
          <Stack direction="row" gap="sm" justify="flex-end" wrap>
            <Button variant="secondary" onPress={onClose}>
              {t('common.cancel', { ns: 'account' })}
            </Button>
            <Button type="submit" isPending={submitState.isLoading}>
              {t('old.submit')}
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Dialog>
  );
}
