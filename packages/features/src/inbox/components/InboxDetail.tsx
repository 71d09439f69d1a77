import { Button, Dialog, Stack, toast } from '@portal/ui';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CardFacts } from '../../shared/pageParts';
import { useInboxAttachmentMutation } from '../api';
import { detailValue, type ListedRow } from './rows';
import { SentFacts } from './SentFacts';
import { useDetailWords } from './useDetailWords';

/** The message as it was written, line breaks kept. */
const Message = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export interface InboxDetailProps {
  /** The row shown; null closes the dialog. */
  row: ListedRow | null;
  onClose: () => void;
}

/** One message whole: who sent it, how to reach them, where, the text and the kind's own facts. */
export function InboxDetail({ row, onClose }: InboxDetailProps) {
  const { t } = useTranslation('inbox');
  const words = useDetailWords();
  const [download, downloading] = useInboxAttachmentMutation();
  const attachment =
    row?.kind === 'international' ? row.details.find((detail) => detail.key === 'attachment') : undefined;
  return (
    <Dialog
      title={row ? t('detail.title', { kind: t(`kind.${row.kind}`), name: row.senderName }) : ''}
      isOpen={row !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {row && (
        <Stack gap="lg">
          <CardFacts>
            <SentFacts row={row} />
            {row.details.map((detail) => (
              <Fragment key={detail.key}>
                <dt>{t(`detail.${detail.key}`)}</dt>
                <dd>{detailValue(detail, words)}</dd>
              </Fragment>
            ))}
          </CardFacts>
          <Message>{row.summary}</Message>
          {attachment && typeof attachment.value === 'string' && (
            <Button
              variant="secondary"
              isPending={downloading.isLoading}
              onPress={() => {
                download({ id: row.id, fileName: attachment.value as string })
                  .unwrap()
                  .catch(() => toast.error(t('detail.downloadFailed')));
              }}
            >
              {t('detail.download')}
            </Button>
          )}
        </Stack>
      )}
    </Dialog>
  );
}
