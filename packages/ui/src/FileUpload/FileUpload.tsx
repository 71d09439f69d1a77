import { type Ref, useEffect, useId, useImperativeHandle, useState } from 'react';
import {
  isFileDropItem,
  DropZone as RACDropZone,
  FileTrigger as RACFileTrigger,
  Text as RACText,
} from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button';
import { FieldDescription, FieldErrorRegion } from '../internal/field.styles';
import { focusRing } from '../internal/focusRing';
import { FileIcon, UploadIcon } from '../internal/icons';
import { fileUploadStrings } from '../UIProvider/strings/fileUpload';
import { useUIStrings } from '../UIProvider/uiStrings';
import {
  DEFAULT_FILE_TYPES,
  DEFAULT_MAX_FILE_SIZE,
  type FileRejectionReason,
  validateFile,
} from './validateFile';

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
  message: string;
}

export interface FileUploadHandle {
  reset: () => void;
}

export interface FileUploadProps {
  /** Visible label, also the name of the drop zone. */
  label: string;
  description?: string;
  /**
   * Allowed extensions without the dot.
   * @default ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png']
   */
  acceptedTypes?: readonly string[];
  /**
   * Largest file in bytes.
   * @default 2048000
   */
  maxSize?: number;
  /** @default false */
  allowsMultiple?: boolean;
  /** Receives the files that pass the type and size checks; nothing is uploaded before that. */
  onSelect: (files: File[]) => void;
  onReject?: (rejections: FileRejection[]) => void;
  /**
   * Shown for a file of another type.
   * @default 'Please upload a file of type pdf, doc, docx, jpg, jpeg or png' (from acceptedTypes),
   * in Arabic 'يرجى تحميل ملف بصيغة pdf أو doc أو docx أو jpg أو jpeg أو png'
   */
  typeErrorMessage?: string;
  /**
   * Shown for a file over maxSize.
   * @default 'File size must be less than 2 MB' / 'يجب أن يكون حجم الملف أقل من 2 ميغابايت'
   */
  sizeErrorMessage?: string;
  /** An error from outside (e.g. the upload failed). */
  errorMessage?: string;
  /**
   * Milliseconds after which a refusal message (wrong type, too big) clears itself; 0 keeps it until
   * the next choice. The spec's forms clear their errors after 5 s.
   * @default 5000
   */
  rejectionTimeout?: number;
  /** `reset()` clears the refusal message and the list of chosen files, e.g. after the form is sent. */
  ref?: Ref<FileUploadHandle>;
  /** @default 'Choose file' / 'اختر ملفًا' */
  buttonLabel?: string;
  /** @default 'or drop it here' / 'أو أفلته هنا' */
  dropLabel?: string;
  /** @default 'Selected' / 'المحدد' */
  selectedLabel?: string;
  isDisabled?: boolean;
}

const Zone = styled(RACDropZone)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.sizes.dropZoneMinBlock};
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => `calc(2 * ${theme.sizes.borderWidth})`} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;

  &[data-drop-target] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &[data-focus-visible] {
    ${focusRing}
  }

  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &[data-disabled] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-color: ${({ theme }) => theme.colors.border};
  }
`;

const Title = styled(RACText)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const BigIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.sizes.illustration};
`;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Files = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FileRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.sizes.icon};
  }
`;

const ErrorText = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * Pick a file with a button or drop it on the zone (react-aria-components FileTrigger + DropZone).
 * Type and size are checked here, before the caller uploads anything; a bad file shows the spec's
 * message and is not passed on.
 */
export function FileUpload({
  label,
  description,
  acceptedTypes = DEFAULT_FILE_TYPES,
  maxSize = DEFAULT_MAX_FILE_SIZE,
  allowsMultiple = false,
  onSelect,
  onReject,
  typeErrorMessage,
  sizeErrorMessage,
  errorMessage,
  buttonLabel,
  dropLabel,
  selectedLabel,
  isDisabled = false,
  rejectionTimeout = 5000,
  ref,
}: FileUploadProps) {
  const strings = useUIStrings(fileUploadStrings);
  const labelId = useId();
  const filesId = useId();
  const [accepted, setAccepted] = useState<File[]>([]);
  const [rejection, setRejection] = useState<{ message: string } | undefined>();
  const typeMessage = typeErrorMessage ?? strings.typeError(acceptedTypes);
  const sizeMessage = sizeErrorMessage ?? strings.sizeError;

  useImperativeHandle(ref, () => ({
    reset: () => {
      setRejection(undefined);
      setAccepted([]);
    },
  }));

  // Each new refusal restarts the clock (a new object, even for the same message).
  useEffect(() => {
    if (!rejection || rejectionTimeout <= 0) return;
    const timer = setTimeout(() => setRejection(undefined), rejectionTimeout);
    return () => clearTimeout(timer);
  }, [rejection, rejectionTimeout]);

  const take = (incoming: File[]) => {
    const files = allowsMultiple ? incoming : incoming.slice(0, 1);
    if (files.length === 0) return;
    const good: File[] = [];
    const bad: FileRejection[] = [];
    for (const file of files) {
      const reason = validateFile(file, { acceptedTypes, maxSize });
      if (reason) bad.push({ file, reason, message: reason === 'type' ? typeMessage : sizeMessage });
      else good.push(file);
    }
    // A valid choice clears an earlier refusal.
    setRejection(bad[0] && { message: bad[0].message });
    if (bad.length) onReject?.(bad);
    if (good.length) {
      setAccepted(good);
      onSelect(good);
    }
  };

  const error = rejection?.message ?? errorMessage;

  return (
    <Root>
      <Zone
        aria-labelledby={labelId}
        isDisabled={isDisabled}
        data-invalid={error ? true : undefined}
        getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
        onDrop={async (event) => {
          const items = event.items.filter(isFileDropItem);
          take(await Promise.all(items.map((item) => item.getFile())));
        }}
      >
        <BigIcon aria-hidden="true">
          <UploadIcon />
        </BigIcon>
        <Title slot="label" id={labelId}>
          {label}
        </Title>
        <RACFileTrigger
          acceptedFileTypes={acceptedTypes.map((type) => `.${type.replace(/^\./, '')}`)}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => take(list ? Array.from(list) : [])}
        >
          <Button variant="secondary" isDisabled={isDisabled}>
            {buttonLabel ?? strings.choose}
          </Button>
        </RACFileTrigger>
        <Muted>{dropLabel ?? strings.drop}</Muted>
      </Zone>
      {description && <FieldDescription>{description}</FieldDescription>}
      {/* Present from the start so a new error is announced. */}
      <FieldErrorRegion role="alert">{error && <ErrorText>{error}</ErrorText>}</FieldErrorRegion>
      {accepted.length > 0 && (
        <>
          <Muted id={filesId}>{selectedLabel ?? strings.selected}</Muted>
          <Files aria-labelledby={filesId}>
            {accepted.map((file) => (
              <FileRow key={`${file.name}-${file.size}`}>
                <FileIcon />
                {file.name}
              </FileRow>
            ))}
          </Files>
        </>
      )}
    </Root>
  );
}
