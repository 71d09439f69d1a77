import { type MouseEvent, type Ref, useEffect, useId, useRef } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../internal/focusRing';
import { ErrorIcon } from '../internal/icons';
import { formStrings } from '../UIProvider/strings/form';
import { useUIStrings } from '../UIProvider/uiStrings';

export interface FormProps extends RACFormProps {
  /**
   * 'aria' shows our error messages without the browser's bubbles; errors come from the caller
   * (the contract's rules) as each field's errorMessage.
   * @default 'aria'
   */
  validationBehavior?: RACFormProps['validationBehavior'];
  /** The `<form>` element, e.g. to submit it from a button outside it (`requestSubmit()`). */
  ref?: Ref<HTMLFormElement>;
}

const StyledForm = styled(RACForm)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** A form (react-aria-components Form) laying its fields out in a column. */
export function Form({ validationBehavior = 'aria', ref, ...props }: FormProps) {
  return <StyledForm {...props} ref={ref} validationBehavior={validationBehavior} />;
}

export interface ErrorSummaryItem {
  /** The invalid field's `name` (its input is found in the page by name)... */
  name?: string;
  /** ...or the id of the element to focus. */
  fieldId?: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  /** @default 'There is a problem' / 'توجد مشكلة' */
  title?: string;
  /**
   * Move focus to the summary each time a new errors array arrives (after a submit), so it is
   * read out at once.
   * @default true
   */
  focusOnChange?: boolean;
  /**
   * With it, focus moves to the summary only when this changes (e.g. a count of the form's submits),
   * not with every new errors array: a form that rechecks its fields on each keystroke hands over a
   * new array each time, and the summary would take the focus from the field being typed in.
   */
  focusKey?: string | number;
}

const Box = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.danger};
  border-inline-start-width: ${({ theme }) => theme.sizes.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible,
  &:focus {
    ${focusRing}
  }
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.xl};
`;

const ErrorLink = styled.a`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration-line: underline;
  text-underline-offset: 0.2em;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover {
    text-decoration-thickness: ${({ theme }) => theme.sizes.focusRingWidth};
  }
`;

const focusableSelector =
  '[role="spinbutton"], button, input:not([type="hidden"]):not([tabindex="-1"]), textarea, [tabindex="0"]';

function findField(item: ErrorSummaryItem): HTMLElement | null {
  const byId = item.fieldId ? document.getElementById(item.fieldId) : null;
  const target =
    byId ?? (item.name ? document.querySelector<HTMLElement>(`[name="${CSS.escape(item.name)}"]`) : null);
  if (!target) return null;
  if (target.tabIndex >= 0 && !(target instanceof HTMLInputElement && target.type === 'hidden'))
    return target;
  // Selects and date pickers submit through a hidden native control: focus the visible control of
  // the same field (the select's button, the date's first segment) instead.
  let scope = target.parentElement;
  for (let depth = 0; scope && depth < 4; depth += 1, scope = scope.parentElement) {
    const control = scope.querySelector<HTMLElement>(focusableSelector);
    if (control) return control;
  }
  return null;
}

/**
 * The errors of a submitted form as links that focus each invalid field (GOV.UK error summary).
 * Renders nothing without errors.
 */
export function ErrorSummary({ errors, title, focusOnChange = true, focusKey }: ErrorSummaryProps) {
  const strings = useUIStrings(formStrings);
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const hasErrors = useRef(false);
  hasErrors.current = errors.length > 0;
  const moment = focusKey ?? errors;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `moment` says when to move the focus.
  useEffect(() => {
    if (focusOnChange && hasErrors.current) ref.current?.focus();
  }, [moment, focusOnChange]);

  if (errors.length === 0) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, item: ErrorSummaryItem) => {
    const field = findField(item);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  };

  return (
    <Box ref={ref} tabIndex={-1} aria-labelledby={titleId}>
      <Title id={titleId}>
        <ErrorIcon aria-hidden="true" />
        {title ?? strings.errorSummary}
      </Title>
      <List>
        {errors.map((item) => (
          <li key={`${item.fieldId ?? item.name}-${item.message}`}>
            <ErrorLink
              href={`#${item.fieldId ?? item.name ?? ''}`}
              onClick={(event) => focusField(event, item)}
            >
              {item.message}
            </ErrorLink>
          </li>
        ))}
      </List>
    </Box>
  );
}
