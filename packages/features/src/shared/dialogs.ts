import { createContext, useContext } from 'react';

/**
 * Dialogs any signed-in screen may open without importing the feature that owns them (a feature
 * imports no other feature's components): Contact Us and Ask Doctor (spec section 2, Dialogs),
 * opened from the side menu and the dashboard's tiles, and the notifications list (the side menu's
 * Notifications). app/signedInRoutes.tsx provides the opener and lazy-loads the owning feature's
 * dialog the first time one opens.
 */
export type DialogName = QueryDialogName | 'notifications';

/** The help feature's two query dialogs (Contact Us, Ask Doctor). */
export type QueryDialogName = 'contactUs' | 'askDoctor';

/** Opens one of the shared dialogs over the current screen. */
export type OpenDialog = (name: DialogName) => void;

export const DialogContext = createContext<OpenDialog>(() => {
  throw new Error('openDialog outside the signed-in layout (app/signedInRoutes.tsx provides it)');
});

/** `openDialog('contactUs' | 'askDoctor')` for a button, a tile or a menu entry. */
export function useOpenDialog(): OpenDialog {
  return useContext(DialogContext);
}
