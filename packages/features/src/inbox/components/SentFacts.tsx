import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { DateTimeText } from '../../shared/DateTimeText';
import { Contact } from './parts';
import { type ListedRow, placeText, receivedAt } from './rows';

/** When a message came, how to reach its sender and where (if it names a place): a card's and the dialog's first facts. */
export function SentFacts({ row }: { row: ListedRow }) {
  const { t } = useTranslation('inbox');
  const language = useLanguage();
  return (
    <>
      <dt>{t('column.received')}</dt>
      <dd>
        <DateTimeText {...receivedAt(row)} />
      </dd>
      <dt>{t('column.contact')}</dt>
      <dd>
        <Contact row={row} />
      </dd>
      {row.place && (
        <>
          <dt>{t('column.place')}</dt>
          <dd>{placeText(row, language)}</dd>
        </>
      )}
    </>
  );
}
