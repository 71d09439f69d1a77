import type { ReactNode } from 'react';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
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

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  /**
   * Visible label of the group, also its accessible name. Leave it out only where something else on
   * screen already names the group (a section heading, say), and name it with aria-label or
   * aria-labelledby instead.
   */
  label?: string;
  /** The Radio options. */
  children: ReactNode;
  description?: string;
  /** Shown under the group in the danger colour; its presence marks the group invalid. */
  errorMessage?: string;
}

export interface RadioProps extends Omit<RACRadioProps, 'children'> {
  /** The visible label. */
  children: ReactNode;
  /**
   * Draws the round indicator. Leave it out only where the option's own look shows the choice
   * (a chip filled when selected, say).
   * @default true
   */
  indicator?: boolean;
}

const Group = styled(RACRadioGroup)`
  ${fieldRoot}
  gap: ${({ theme }) => theme.space.sm};
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  [data-orientation='horizontal'] > & {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space.xl};
  }
`;

const Root = styled(RACRadio)`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  cursor: pointer;

  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const Dot = styled.span`
  flex: none;
  inline-size: ${({ theme }) => theme.sizes.toggle};
  block-size: ${({ theme }) => theme.sizes.toggle};
  margin-block-start: ${({ theme }) => `calc((${theme.lineHeights.normal}em - ${theme.sizes.toggle}) / 2)`};
  border: ${({ theme }) => `calc(2 * ${theme.sizes.borderWidth})`} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  transition: border-width ${({ theme }) => `${theme.motion.durations.fast} ${theme.motion.easing.standard}`};

  [data-hovered] > & {
    border-color: ${({ theme }) => theme.colors.text};
  }

  [data-selected] > & {
    border-color: ${({ theme }) => theme.colors.primary};
    border-width: ${({ theme }) => `calc(${theme.sizes.toggle} / 3.5)`};
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
  }
`;

/** One choice from a few (react-aria-components RadioGroup): Tab enters the group, arrows move. */
export function RadioGroup({
  label,
  children,
  description,
  errorMessage,
  isInvalid,
  validationBehavior = 'aria',
  ...props
}: RadioGroupProps) {
  return (
    <Group {...props} validationBehavior={validationBehavior} isInvalid={isInvalid || Boolean(errorMessage)}>
      {label && <FieldLabel>{label}</FieldLabel>}
      <Options>{children}</Options>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      <FieldErrorRegion aria-live="polite">
        {errorMessage && <FieldErrorText>{errorMessage}</FieldErrorText>}
      </FieldErrorRegion>
    </Group>
  );
}

/** An option of a RadioGroup. */
export function Radio({ children, indicator = true, ...props }: RadioProps) {
  return (
    <Root {...props}>
      {indicator && <Dot aria-hidden="true" />}
      <span>{children}</span>
    </Root>
  );
}
