import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n';
import { selectLanguage } from '../preferences/slice';
import { useAppSelector } from '../store/hooks';

/**
 * Applies the stored language choice to i18next. Before the first paint it waits for the bundle
 * (no flash of English for an Arabic user); later switches keep the current screen (and its form
 * state) on show until the new bundle is in, then re-render in place.
 */
export function LanguageGate({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.language === language);

  useEffect(() => {
    let active = true;
    changeLanguage(language)
      .catch((error: unknown) => console.error('Could not load language', language, error))
      .finally(() => {
        // A transition: the first page in another language renders in slices (PortalApp, Rehydrated).
        if (active) startTransition(() => setReady(true));
      });
    return () => {
      active = false;
    };
  }, [language]);

  return ready ? children : fallback;
}
