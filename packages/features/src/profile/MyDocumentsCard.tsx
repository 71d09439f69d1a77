import { Card, Heading, Stack } from '@portal/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentsPanel } from '../shared/documents';

/** My Profile's "My documents": the patient's own identity and insurance documents (familyMemberId 0). */
export function MyDocumentsCard() {
  const { t } = useTranslation('profile');
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading level={2} id={headingId}>
          {t('profile.myDocuments')}
        </Heading>
        <DocumentsPanel familyMemberId={0} />
      </Stack>
    </Card>
  );
}
