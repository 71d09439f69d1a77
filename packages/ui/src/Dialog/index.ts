export type { ConfirmDialogProps, DialogProps } from './Dialog';
export { ConfirmDialog, Dialog, DialogTrigger } from './Dialog';
