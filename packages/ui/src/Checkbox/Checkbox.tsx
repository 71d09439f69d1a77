import type { ReactNode } from 'react';
import {
  Checkbox as RACCheckbox,
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  type CheckboxProps as RACCheckboxProps,
} from 'react-aria-components';
import styled from 'styled-components';
import {
  FieldDescription,
  FieldErrorRegion,
  FieldErrorText,
  FieldLabel,
  fieldRoot,
} from '../internal/field.styles';
import { focusRing } from '../internal/focusRing';
import { CheckIcon, MinusIcon } from '../internal/icons';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  /** The visible label, also the accessible name. */
  children: ReactNode;
}

const Root = styled(RACCheckbox)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: ${({ theme }) => theme.sizes.toggle};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  cursor: pointer;

  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

export const Box = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.sizes.toggle};
  block-size: ${({ theme }) => theme.sizes.toggle};
  /* Centre the box on the first line of the label. */
  margin-block-start: ${({ theme }) => `calc((${theme.lineHeights.normal}em - ${theme.sizes.toggle}) / 2)`};
  border: ${({ theme }) => `calc(2 * ${theme.sizes.borderWidth})`} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  transition: background-color ${({ theme }) => `${theme.motion.durations.fast} ${theme.motion.easing.standard}`};

  & > svg {
    stroke-width: 3;
  }

  [data-hovered] > & {
    border-color: ${({ theme }) => theme.colors.text};
  }

  [data-selected] > &,
  [data-indeterminate] > & {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
  }

  [data-focus-visible] > & {
    ${focusRing}
  }

  [data-invalid] > & {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  [data-disabled] > & {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A checkbox with its label (react-aria-components Checkbox); Space toggles it. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <Root {...props}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <Box aria-hidden="true">{isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}</Box>
          <span>{children}</span>
        </>
      )}
    </Root>
  );
}

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'> {
  /** Visible label of the group. */
  label: string;
  children: ReactNode;
  description?: string;
  /** Shown under the group in the danger colour; its presence marks the group invalid. */
  errorMessage?: string;
}

const Group = styled(RACCheckboxGroup)`
  ${fieldRoot}
  gap: ${({ theme }) => theme.space.sm};
`;

/** Several related checkboxes under one label. */
export function CheckboxGroup({
  label,
  children,
  description,
  errorMessage,
  isInvalid,
  validationBehavior = 'aria',
  ...props
}: CheckboxGroupProps) {
  return (
    <Group {...props} validationBehavior={validationBehavior} isInvalid={isInvalid || Boolean(errorMessage)}>
      <FieldLabel>{label}</FieldLabel>
      {children}
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorRegion aria-live="polite">
        {errorMessage && <FieldErrorText>{errorMessage}</FieldErrorText>}
      </FieldErrorRegion>
    </Group>
  );
}
