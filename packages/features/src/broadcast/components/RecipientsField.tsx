import { FileUpload, Link, Stack, Text } from '@portal/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Bidi } from '../../i18n/Bidi';
import sampleCsv from '../assets/recipients-sample.csv?url';
import sampleXlsx from '../assets/recipients-sample.xlsx?url';
import { parseRecipients } from '../recipients/parseRecipients';

/** The recipients of a Custom broadcast as the dialog holds them. */
export type Recipients =
  | { state: 'none' }
  | { state: 'reading'; name: string }
  /** A list to publish: a file's rows, or the list of the broadcast being re-sent. */
  | { state: 'ready'; name: string; mobileList: string[] }
  | { state: 'invalid'; name: string; badRows: number[] }
  | { state: 'notXlsx'; name: string };

/** How many bad row numbers the message names before "and N more". */
const ROWS_NAMED = 20;

const Samples = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
`;

export interface RecipientsFieldProps {
  value: Recipients;
  onChange: (recipients: Recipients) => void;
  /** 'Please select excel with valid data' when publishing without a valid list. */
  errorMessage?: string;
}

/**
 * The recipients spreadsheet (spec section 5, Excel upload): .xlsx (or .csv) with the columns
 * 'Country Code' and 'Mobile No'. The file is read in a Web Worker and every row checked with the
 * contract's rule; bad rows are named by their row numbers. The two sample files download here.
 */
export function RecipientsField({ value, onChange, errorMessage }: RecipientsFieldProps) {
  const { t } = useTranslation('broadcast');
  // Only the newest choice may report: a slow read of an earlier file is dropped.
  const latest = useRef(0);

  const choose = async (file: File) => {
    const mine = ++latest.current;
    onChange({ state: 'reading', name: file.name });
    const result = await parseRecipients(file);
    if (mine !== latest.current) return;
    if (result.kind === 'ok') onChange({ state: 'ready', name: file.name, mobileList: result.mobileList });
    else if (result.kind === 'notXlsx') onChange({ state: 'notXlsx', name: file.name });
    else onChange({ state: 'invalid', name: file.name, badRows: result.badRows });
  };

  const rowsText = (rows: number[]) => {
    const shown = rows.slice(0, ROWS_NAMED).join(', ');
    return rows.length > ROWS_NAMED
      ? t('publish.moreRows', { shown, more: rows.length - ROWS_NAMED })
      : shown;
  };

  const problem = (() => {
    if (value.state === 'notXlsx') return t('broadcast.xlsxOnly');
    if (value.state === 'invalid') {
      const rows =
        value.badRows.length > 0
          ? ` ${t('publish.badRows', { count: value.badRows.length, rows: rowsText(value.badRows) })}`
          : '';
      return `${t('broadcast.invalidFile')}${rows}`;
    }
    return errorMessage;
  })();

  return (
    <Stack gap="sm">
      <FileUpload
        label={t('publish.recipients')}
        description={t('publish.recipientsHint')}
        acceptedTypes={['xlsx', 'csv']}
        typeErrorMessage={t('broadcast.xlsxOnly')}
        errorMessage={problem}
        rejectionTimeout={0}
        onSelect={([file]) => {
          if (file) void choose(file);
        }}
      />
      <Text elementType="p" role="status">
        {value.state === 'reading' && <Bidi>{t('publish.reading', { name: value.name })}</Bidi>}
        {value.state === 'ready' && (
          <Bidi>{t('publish.recipientsReady', { name: value.name, count: value.mobileList.length })}</Bidi>
        )}
      </Text>
      <Samples>
        <Link href={sampleXlsx} download="recipients-sample.xlsx">
          {t('publish.sampleXlsx')}
        </Link>
        <Link href={sampleCsv} download="recipients-sample.csv">
          {t('publish.sampleCsv')}
        </Link>
      </Samples>
    </Stack>
  );
}
