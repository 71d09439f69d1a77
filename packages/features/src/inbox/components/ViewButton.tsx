import { Button } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { ListedRow } from './rows';

/** 'View' of one row; its accessible name adds the kind and the sender. */
export function ViewButton({ row, onView }: { row: ListedRow; onView: (row: ListedRow) => void }) {
  const { t } = useTranslation('inbox');
  return (
    <Button
      variant="secondary"
      aria-label={t('detail.openLabel', { kind: t(`kind.${row.kind}`), name: row.senderName })}
      onPress={() => onView(row)}
    >
      {t('detail.open')}
    </Button>
  );
}
