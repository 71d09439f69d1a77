import type { InboxRow } from '@portal/contract';
import styled from 'styled-components';

/** A message cut to three lines in the list; the dialog shows it whole. */
export const Summary = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  overflow-wrap: anywhere;
`;

/** Mobile over e-mail, each left to right in either language. */
export function Contact({ row }: { row: InboxRow }) {
  return (
    <Lines>
      {row.mobile && <bdi dir="ltr">{row.mobile}</bdi>}
      {row.email && <bdi dir="ltr">{row.email}</bdi>}
    </Lines>
  );
}
