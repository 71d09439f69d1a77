import { Button, Dialog, Stack, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/locales/en';

export type Policy = 'terms' | 'privacy';

const content: Record<Policy, { title: TranslationKey; paragraphs: TranslationKey[] }> = {
  terms: {
    title: 'terms.title',
    paragraphs: ['terms.p1', 'terms.p2', 'terms.p3', 'terms.p4'],
  },
  privacy: {
    title: 'privacy.title',
    paragraphs: ['privacy.p1', 'privacy.p2', 'privacy.p3', 'privacy.p4'],
  },
};

export interface PolicyDialogProps {
  policy: Policy | null;
  onClose: () => void;
}

/**
 * The Terms and Conditions and Privacy Policy dialogs of /home/register (spec section 2). The
 * content service has no page route yet, so the text is the portal's own, in both languages.
 */
export function PolicyDialog({ policy, onClose }: PolicyDialogProps) {
  const { t } = useTranslation();
  const shown = content[policy ?? 'terms'];
  return (
    <Dialog
      title={t(shown.title)}
      isOpen={policy !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      closeLabel={t('common.close')}
      footer={(close) => <Button onPress={close}>{t('common.close')}</Button>}
    >
      <Stack gap="md">
        {shown.paragraphs.map((key) => (
          <Text key={key} elementType="p">
            {t(key)}
          </Text>
        ))}
      </Stack>
    </Dialog>
  );
}
