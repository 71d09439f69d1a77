import { DOCUMENT_ID_MAX, DocumentType, EMIRATES_ID_FORMAT } from '@portal/contract';
import { TextField } from '@portal/ui';
import { useTranslation } from 'react-i18next';

/** Emirates ID with its three dashes: 784-YYYY-NNNNNNN-N. */
const EMIRATES_ID_MASKED_LENGTH = EMIRATES_ID_FORMAT.length;

/**
 * The Emirates ID mask 784-YYYY-NNNNNNN-N applied while typing: digits only, dashes inserted,
 * at most 15 digits. Formatting only; the contract's rules decide what is valid.
 */
export function formatEmiratesId(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 15);
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7, 14), digits.slice(14)]
    .filter((part) => part.length > 0)
    .join('-');
}

/** How a stored document id reads on screen: an Emirates ID with its dashes, any other as it is. */
export function displayDocumentId(documentTypeId: number | null, documentId: string): string {
  return documentTypeId === DocumentType.EmiratesId ? formatEmiratesId(documentId) : documentId;
}

export interface DocumentIdFieldProps {
  documentTypeId: number | null;
  value: string;
  onChange?: (value: string) => void;
  errorMessage?: string;
  isReadOnly?: boolean;
  name?: string;
}

/** The document id: masked as 784-YYYY-NNNNNNN-N for an Emirates ID, up to 15 characters otherwise. */
export function DocumentIdField({
  documentTypeId,
  value,
  onChange,
  errorMessage,
  isReadOnly,
  name = 'documentId',
}: DocumentIdFieldProps) {
  const { t } = useTranslation('account');
  const isEmiratesId = documentTypeId === DocumentType.EmiratesId;
  return (
    <TextField
      label={t('field.documentId')}
      value={value}
      onChange={(next) => onChange?.(isEmiratesId ? formatEmiratesId(next) : next.slice(0, DOCUMENT_ID_MAX))}
      errorMessage={errorMessage}
      description={
        isEmiratesId && !isReadOnly ? t('field.emiratesIdFormat', { format: EMIRATES_ID_FORMAT }) : undefined
      }
      inputMode={isEmiratesId ? 'numeric' : 'text'}
      maxLength={isEmiratesId ? EMIRATES_ID_MASKED_LENGTH : DOCUMENT_ID_MAX}
      autoComplete="off"
      isReadOnly={isReadOnly}
      name={name}
    />
  );
}
