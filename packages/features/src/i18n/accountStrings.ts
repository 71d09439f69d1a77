import { registerFeatureStrings } from './i18n';
import { accountEn } from './locales/account.en';

/**
 * The identity and account screens' strings (registration, password reset, UAE PASS, profile,
 * hospital): off the sign-in path, registered when one of those chunks loads. Resolves once the
 * strings of the language on show are in; routes wait for it before showing the screen.
 */
export function accountStringsReady(): Promise<void> {
  return registerFeatureStrings('account', accountEn, {
    ar: () => import('./locales/account.ar').then((m) => m.accountAr),
  });
}

// English at once, so a screen never renders keys (its module imports this one).
void accountStringsReady();
