export { ToastRegion } from './ToastRegion';
export type { ToastContent, ToastOptions, ToastTone } from './toastQueue';
export { toast } from './toastQueue';
