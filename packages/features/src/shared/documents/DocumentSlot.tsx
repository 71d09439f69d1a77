import {
  checkUpload,
  type DocumentFile,
  type DocumentKind,
  type DocumentSideOf,
  TOAST_LONG_MS,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
} from '@portal/contract';
import { Button, ConfirmDialog, FileIcon, FileUpload, Stack, Text, toast } from '@portal/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Bidi } from '../../i18n/Bidi';
import { useMessageText } from '../../i18n/useMessageText';
import { accountErrorMessage } from '../account/messages';
import { useUploadRefusal } from '../useUploadRefusal';
import {
  useDeleteDocumentMutation,
  useDocumentImageQuery,
  useDocumentObjectUrlMutation,
  useUploadDocumentMutation,
} from './api';

/** How long an opened or saved file's object URL lives: long enough for the new tab to load it. */
const OBJECT_URL_MS = 60_000;

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-inline-size: 0;
`;

const Thumb = styled.img`
  flex: none;
  inline-size: ${({ theme }) => theme.sizes.thumbnail};
  block-size: ${({ theme }) => theme.sizes.thumbnail};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.placeholder};
`;

const IconBox = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.sizes.thumbnail};
  block-size: ${({ theme }) => theme.sizes.thumbnail};
  border-radius: ${({ theme }) => theme.radii.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.sizes.illustration};
`;

const FileName = styled.span`
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** An image's thumbnail (fetched with the bearer token, shown as a data: URL) or a file icon. */
function Thumbnail({ file }: { file: DocumentFile }) {
  const isImage = file.contentType.startsWith('image/');
  const image = useDocumentImageQuery(isImage ? file.fileUrl : skipToken);
  if (isImage && image.data) return <Thumb src={image.data} alt="" />;
  return (
    <IconBox aria-hidden="true">
      <FileIcon />
    </IconBox>
  );
}

export interface DocumentSlotProps {
  familyMemberId: number;
  kind: DocumentKind;
  side: DocumentSideOf;
  file: DocumentFile | null;
}

/**
 * One side of one document type: the stored file (thumbnail or icon, name, view, download, delete
 * with confirmation) and the FileUpload that uploads or replaces it. A file is checked before it is
 * sent (contract checkUpload); refusals, the client's and the server's, hide after 5 s.
 */
export function DocumentSlot({ familyMemberId, kind, side, file }: DocumentSlotProps) {
  const { t } = useTranslation('documents');
  const messageText = useMessageText();
  const slot = t('slot', { document: t(kind.key), side: t(side.key) });
  const target = { familyMemberId, documentType: kind.type, documentSide: side.side };
  const [upload, uploadState] = useUploadDocumentMutation();
  const [remove, removeState] = useDeleteDocumentMutation();
  const [fetchFile, fetchState] = useDocumentObjectUrlMutation();
  const [confirming, setConfirming] = useState(false);
  const { problem, pickerKey, refuse: showProblem, accepted } = useUploadRefusal();

  async function handleSelect(files: File[]) {
    const chosen = files[0];
    if (!chosen) return;
    const rule = checkUpload(chosen);
    if (rule) {
      showProblem({ key: rule });
      return;
    }
    const result = await upload({ ...target, file: chosen });
    if (result.error) {
      showProblem(accountErrorMessage(result.error, { ns: 'documents', fallback: 'uploadError' }));
      return;
    }
    accepted();
    toast.success(t('documents.uploaded'));
  }

  async function handleDelete() {
    const result = await remove(target);
    if (result.error) {
      toast.error(
        messageText(accountErrorMessage(result.error, { ns: 'documents', fallback: 'deleteError' })),
      );
      return;
    }
    toast.success(t('documents.removed'));
  }

  /** The file through an authenticated fetch, as an object URL: opened in a new tab, or saved. */
  async function handleOpen(stored: DocumentFile, how: 'view' | 'download') {
    const result = await fetchFile(stored.fileUrl);
    if (result.error || !result.data) {
      toast.error(messageText(accountErrorMessage(result.error, { ns: 'documents', fallback: 'openError' })));
      return;
    }
    const url = result.data;
    if (how === 'view') {
      window.open(url, '_blank', 'noopener');
    } else {
      const link = document.createElement('a');
      link.href = url;
      link.download = stored.fileName;
      document.body.append(link);
      link.click();
      link.remove();
    }
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_MS);
  }

  return (
    <Stack gap="sm">
      <Text size="sm" tone="muted">
        {t(side.key)}
      </Text>
      {file && (
        <Preview>
          <Thumbnail file={file} />
          <Stack gap="xs">
            <FileName>{file.fileName}</FileName>
            <Stack direction="row" gap="xs" wrap>
              <Button
                variant="secondary"
                aria-label={t('viewSlot', { slot })}
                isPending={fetchState.isLoading && fetchState.originalArgs === file.fileUrl}
                onPress={() => void handleOpen(file, 'view')}
              >
                {t('view')}
              </Button>
              <Button
                variant="secondary"
                aria-label={t('downloadSlot', { slot })}
                onPress={() => void handleOpen(file, 'download')}
              >
                {t('download')}
              </Button>
              <Button
                variant="ghost"
                aria-label={t('deleteSlot', { slot })}
                onPress={() => setConfirming(true)}
              >
                {t('delete')}
              </Button>
            </Stack>
          </Stack>
        </Preview>
      )}
      <FileUpload
        key={pickerKey}
        label={t(file ? 'replaceSlot' : 'uploadSlot', { slot })}
        description={t('rules')}
        acceptedTypes={UPLOAD_EXTENSIONS}
        maxSize={UPLOAD_MAX_BYTES}
        rejectionTimeout={TOAST_LONG_MS}
        onSelect={(files) => void handleSelect(files)}
        onReject={() => showProblem(undefined)}
        typeErrorMessage={t('docFormatError')}
        sizeErrorMessage={t('docSizeError')}
        errorMessage={problem && messageText(problem)}
        isDisabled={uploadState.isLoading}
      />
      {file && (
        <ConfirmDialog
          title={t('confirmTitle')}
          isOpen={confirming}
          onOpenChange={setConfirming}
          confirmLabel={t('delete')}
          tone="danger"
          isPending={removeState.isLoading}
          onConfirm={handleDelete}
        >
          <Bidi>{t('confirmBody', { fileName: file.fileName, slot })}</Bidi>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
