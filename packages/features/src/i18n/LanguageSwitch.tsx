import { Button } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { languageChosen } from '../preferences/slice';
import { useAppDispatch } from '../store/hooks';
import { useLanguage } from './useLanguage';

/** Offers the other language, named in that language (and marked with its lang for screen readers). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const target = useLanguage() === 'ar' ? 'en' : 'ar';
  return (
    <Button variant="ghost" onPress={() => dispatch(languageChosen(target))}>
      <span lang={target} dir={target === 'ar' ? 'rtl' : 'ltr'}>
        {t(target === 'ar' ? 'language.ar' : 'language.en')}
      </span>
    </Button>
  );
}
