import { fieldErrors } from '@portal/contract';
import { useRef, useState } from 'react';

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

/** A typed-in input (not a select's or date picker's hidden one). */
const INPUT = 'input:not([type="hidden"]):not([tabindex="-1"]):not([disabled])';

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
  const field = form.querySelector<HTMLElement>(`[data-field="${name}"]`);
  // An input first: a phone field's number, not its calling-code button.
  (field?.querySelector<HTMLElement>(INPUT) ?? field?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
}

/** A form's verdict: its value ready to send, or one message key per field. */
export type Verdict<T, F extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> };

/**
 * The account forms' shared behaviour: values, errors shown after the first submit and rechecked
 * on every change from then on, and a submit that focuses the first invalid field (in `order`).
 * `formRef` goes on the element that holds the `data-field` wrappers.
 */
export function useCheckedForm<V, F extends string, T>(
  initial: V | (() => V),
  validate: (values: V) => Verdict<T, F>,
  order: readonly F[],
) {
  const formRef = useRef<HTMLElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [submitted, setSubmitted] = useState(false);
  const [attempts, setAttempts] = useState(0);

  function change(next: V) {
    setValues(next);
    if (submitted) {
      const verdict = validate(next);
      setErrors(verdict.ok ? {} : verdict.errors);
    }
  }

  return {
    formRef,
    values,
    errors,
    /** How many times the form was refused (by its rules or the server): ErrorSummary's focusKey. */
    attempts,
    /** Sets one field (and rechecks after the first submit). */
    update<K extends keyof V>(field: K, value: V[K]) {
      change({ ...values, [field]: value });
    },
    change,
    /** Checks the form on submit: the value to send, or null after showing and focusing the errors. */
    submit(): T | null {
      setSubmitted(true);
      const verdict = validate(values);
      if (!verdict.ok) {
        setErrors(verdict.errors);
        setAttempts((n) => n + 1);
        focusFirstError(formRef.current, order, verdict.errors);
        return null;
      }
      setErrors({});
      return verdict.value;
    },
    /** Errors the server found (a wrong old password...): shown on their fields, the first focused. */
    refuse(found: FieldErrors<F>) {
      setErrors(found);
      setAttempts((n) => n + 1);
      focusFirstError(formRef.current, order, found);
    },
    /** Back to `next` with no errors, as before the first submit. */
    reset(next: V) {
      setValues(next);
      setErrors({});
      setSubmitted(false);
    },
  };
}
