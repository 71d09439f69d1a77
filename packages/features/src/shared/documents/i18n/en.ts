import { DocumentText } from '@portal/contract';

/**
 * The 'documents' namespace in English: the uploaded-documents panel that My Profile shows for the
 * patient and the family member dialog for a member, and the server's documents messages.
 */
export const en = {
  'documents.uploaded': DocumentText.uploaded,
  'documents.removed': DocumentText.removed,
  'documents.noDocument': DocumentText.noDocument,
  'documents.noMember': DocumentText.noMember,
  emiratesId: 'Emirates ID',
  passport: 'Passport',
  insurance: 'Insurance card',
  drivingLicence: 'Driving licence',
  labourCard: 'Labour card',
  Front: 'Front',
  Back: 'Back',
  slot: '{{document}}, {{side}}',
  uploadSlot: 'Upload {{slot}}',
  replaceSlot: 'Replace {{slot}}',
  rules: 'A pdf, doc, docx, jpg, jpeg or png file of at most 2 MB',
  viewSlot: 'View {{slot}}',
  downloadSlot: 'Download {{slot}}',
  deleteSlot: 'Delete {{slot}}',
  view: 'View',
  download: 'Download',
  delete: 'Delete',
  confirmTitle: 'Delete document',
  confirmBody: '{{fileName, isolate}} ({{slot}}) will be deleted.',
  uploadError: 'The document could not be uploaded',
  deleteError: 'The document could not be deleted',
  openError: 'The document could not be opened',
  loadError: 'The documents could not be loaded',
  retry: 'Try again',
  loading: 'Loading documents',
};
