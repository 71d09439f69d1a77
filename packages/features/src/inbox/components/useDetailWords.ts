import { useTranslation } from 'react-i18next';
import type { DetailWords } from './rows';

/** The details' labels and Yes / No in the language on show. */
export function useDetailWords(): DetailWords {
  const { t } = useTranslation('inbox');
  return {
    label: (key) => t(`detail.${key}`),
    yes: t('detail.yes'),
    no: t('detail.no'),
    gender: (value) =>
      value === 'male' ? t('detail.male') : value === 'female' ? t('detail.female') : value,
  };
}
