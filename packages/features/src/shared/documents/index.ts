/**
 * TEMPORARY stub (replaced by the documents branch): the documents of the patient (0) or of one
 * of their family members. Renders nothing until the real panel arrives.
 */
export function DocumentsPanel(_props: { familyMemberId: number }): null {
  return null;
}
