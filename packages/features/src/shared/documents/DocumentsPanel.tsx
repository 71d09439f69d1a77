import { DOCUMENT_KINDS, DOCUMENT_SIDES, type DocumentKind, type DocumentsData } from '@portal/contract';
import { Alert, Button, Heading, Skeleton, Stack } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { useDocumentsQuery } from './api';
import { DocumentSlot } from './DocumentSlot';

export interface DocumentsPanelProps {
  /** Whose documents: 0 the signed-in patient, otherwise one of their family members. */
  familyMemberId: number;
}

const Sides = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.sizes.layout.fieldMin}), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Row = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-block-end: ${({ theme }) => theme.space.lg};
  border-block-end: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-block-end: none;
    padding-block-end: 0;
  }
`;

function DocumentRow({
  familyMemberId,
  kind,
  files,
}: {
  familyMemberId: number;
  kind: DocumentKind;
  files: DocumentsData;
}) {
  const { t } = useTranslation('documents');
  const headingId = useId();
  return (
    <Row aria-labelledby={headingId}>
      <Heading level={3} id={headingId}>
        {t(kind.key)}
      </Heading>
      <Sides>
        {DOCUMENT_SIDES.map((side) => (
          <DocumentSlot
            key={side.key}
            familyMemberId={familyMemberId}
            kind={kind}
            side={side}
            file={files[`${kind.key}${side.key}`]}
          />
        ))}
      </Sides>
    </Row>
  );
}

/**
 * Uploaded documents (spec sections 3 and 5): one row per document type (Emirates ID, passport,
 * insurance, driving licence, labour card) with its front and back, for the patient
 * (familyMemberId 0) or one of their family members. Its strings are the 'documents' namespace
 * (`strings` of this folder): a screen showing it waits for them in its `ready`.
 */
export function DocumentsPanel({ familyMemberId }: DocumentsPanelProps) {
  const { t } = useTranslation('documents');
  const theme = useTheme();
  const documents = useDocumentsQuery(familyMemberId);

  if (documents.isError) {
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" onPress={() => void documents.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  }
  if (!documents.data) {
    return (
      <Skeleton
        shape="rect"
        width="100%"
        height={theme.sizes.layout.placeholder.tallCard}
        label={t('loading')}
      />
    );
  }
  return (
    <Stack gap="lg">
      {DOCUMENT_KINDS.map((kind) => (
        <DocumentRow key={kind.key} familyMemberId={familyMemberId} kind={kind} files={documents.data} />
      ))}
    </Stack>
  );
}
