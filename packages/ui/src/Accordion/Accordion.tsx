import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Disclosure as RACDisclosure,
  DisclosureGroup as RACDisclosureGroup,
  type DisclosureGroupProps as RACDisclosureGroupProps,
  DisclosurePanel as RACDisclosurePanel,
  type DisclosureProps as RACDisclosureProps,
  Heading as RACHeading,
} from 'react-aria-components';
import styled from 'styled-components';
import { focusRingInset } from '../internal/focusRing';
import { ChevronDownIcon } from '../internal/icons';

export interface AccordionProps extends Omit<RACDisclosureGroupProps, 'children'> {
  /** AccordionItems. */
  children: ReactNode;
}

export interface AccordionItemProps extends Omit<RACDisclosureProps, 'children'> {
  /** The question or heading that toggles the panel. */
  title: ReactNode;
  /** The answer. */
  children: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

const Group = styled(RACDisclosureGroup)`
  display: flex;
  flex-direction: column;
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Item = styled(RACDisclosure)`
  & + & {
    border-block-start: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  }
`;

const Title = styled(RACHeading)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Trigger = styled(RACButton)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.sizes.control};
  padding-block: ${({ theme }) => theme.space.md};
  padding-inline: ${({ theme }) => theme.space.lg};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: start;
  cursor: pointer;

  &[data-hovered] {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &[data-focus-visible] {
    ${focusRingInset}
  }

  /* Nothing to open (an empty section): no pointer and no chevron promising content. */
  &[data-disabled] {
    cursor: default;
  }

  &[data-disabled] > svg {
    display: none;
  }

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.sizes.icon};
    transition: transform ${({ theme }) => `${theme.motion.durations.normal} ${theme.motion.easing.standard}`};
  }

  [data-expanded] > * > & > svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled(RACDisclosurePanel)`
  & > div {
    padding-block: ${({ theme }) => `0 ${theme.space.lg}`};
    padding-inline: ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.text};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

/** A stack of collapsible sections, e.g. FAQs (react-aria-components DisclosureGroup). */
export function Accordion({ children, ...props }: AccordionProps) {
  return <Group {...props}>{children}</Group>;
}

/** One collapsible section: a heading with a button that shows or hides its panel. */
export function AccordionItem({ title, children, headingLevel = 3, ...props }: AccordionItemProps) {
  return (
    <Item {...props}>
      <Title level={headingLevel}>
        <Trigger slot="trigger">
          <span>{title}</span>
          <ChevronDownIcon />
        </Trigger>
      </Title>
      <Panel>
        <div>{children}</div>
      </Panel>
    </Item>
  );
}
