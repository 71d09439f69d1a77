export type { FileRejection, FileUploadHandle, FileUploadProps } from './FileUpload';
export { FileUpload } from './FileUpload';
export type { FileRejectionReason, FileRules } from './validateFile';
export { DEFAULT_FILE_TYPES, DEFAULT_MAX_FILE_SIZE, validateFile } from './validateFile';
