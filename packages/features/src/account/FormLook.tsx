import styled from 'styled-components';

/**
 * A fix of the ui fields' look for the account forms, until the design system has it: read-only
 * fields (fixed mobile, date of birth, document) look like values that cannot be edited, so nobody
 * tries to type in them.
 */
export const FormLook = styled.div`
  display: contents;

  & div:has(> input[readonly]),
  & [role='group']:has([aria-readonly='true']) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-color: ${({ theme }) => theme.colors.border};
  }
`;
