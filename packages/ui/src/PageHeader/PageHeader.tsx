import type { ReactNode } from 'react';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';

export interface PageHeaderProps {
  /** The screen's one h1. */
  title: ReactNode;
  /** A line under it saying what the screen is for. */
  description?: ReactNode;
  /** The heading's id, for a form or region labelled by it. */
  headingId?: string;
}

/** The top of a screen: its h1 (where focus lands after a navigation) and what the screen is for. */
export function PageHeader({ title, description, headingId }: PageHeaderProps) {
  return (
    <Stack gap="sm">
      <Heading level={1} id={headingId}>
        {title}
      </Heading>
      {description && (
        <Text elementType="p" tone="muted">
          {description}
        </Text>
      )}
    </Stack>
  );
}
