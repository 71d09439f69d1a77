export type { DocumentsPanelProps } from './DocumentsPanel';
export { DocumentsPanel } from './DocumentsPanel';
export { strings as documentsStrings } from './i18n/strings';
