import { fieldErrors } from '@portal/contract';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

type ParseError = Parameters<typeof fieldErrors>[0];

/** What this module needs of a contract schema (a zod schema), without depending on zod. */
export interface FormSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: ParseError };
}

/** A contract schema's verdict on a form: its parsed value, or one message key per field. */
export function check<T, F extends string>(
  schema: FormSchema<T>,
  input: unknown,
): { ok: true; value: T } | { ok: false; errors: FieldErrors<F> } {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: fieldErrors(result.error) as FieldErrors<F> };
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), [role="spinbutton"], button:not([disabled]), textarea';

/**
 * Moves focus to the first field (in `order`) that has an error. Fields are wrapped in an element
 * with `data-field="<name>"`; selects and date pickers get their button or first segment.
 */
export function focusFirstError<F extends string>(
  form: HTMLElement | null,
  order: readonly F[],
  errors: FieldErrors<F>,
): void {
  const name = order.find((field) => errors[field]);
  if (!form || !name) return;
  form.querySelector<HTMLElement>(`[data-field="${name}"]`)?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}
