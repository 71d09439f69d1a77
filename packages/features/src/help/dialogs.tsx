import type { QueryDialogName } from '../shared/dialogs';
import { QueryDialog } from './components/QueryDialog';
import { strings } from './i18n/strings';

/** Waits for the dialogs' strings (and the account forms' field words) in the language on show. */
export const ready = strings.ready;

/** The help feature's shared dialogs (shared/dialogs.ts): Contact Us and Ask Doctor. */
export function HelpDialog({ name, onClose }: { name: QueryDialogName; onClose: () => void }) {
  return <QueryDialog key={name} kind={name} onClose={onClose} />;
}
