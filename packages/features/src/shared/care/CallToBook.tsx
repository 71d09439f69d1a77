import { Link, Stack, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';

/** appointment_message: 'Call +971 2 555 0110 to book', as a phone link. */
export function CallToBook({ phone }: { phone: string }) {
  const { t } = useTranslation('care');
  return (
    <Stack direction="row" gap="xs" align="center" wrap>
      <Text size="sm">{t('doctor.callToBook')}</Text>
      <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} variant="standalone">
        <bdi dir="ltr">{phone}</bdi>
      </Link>
    </Stack>
  );
}
