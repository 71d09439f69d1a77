import { FullScreenLoader, UIProvider } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../brand/BrandContext';
import { useLanguage } from '../i18n/useLanguage';

/** The app-shell spinner (spec section 2) while the store rehydrates and the first route loads. */
export function BootScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  const language = useLanguage();
  return (
    <UIProvider theme={brand.theme} locale={language}>
      {/* In <main> so that even the loading page keeps all content in a landmark. */}
      <main>
        <FullScreenLoader label={t('loading')} />
      </main>
    </UIProvider>
  );
}
