import styled from 'styled-components';

/**
 * Two fixes of the ui fields' look for the account forms, until the design system has them:
 * read-only fields (fixed mobile, date of birth, document) look like values that cannot be edited,
 * so nobody tries to type in them; and a Select's chosen value leaves out the option's empty
 * check-mark slot, which otherwise pushes the value onto a second line.
 */
export const FormLook = styled.div`
  display: contents;

  & div:has(> input[readonly]),
  & [role='group']:has([aria-readonly='true']) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-color: ${({ theme }) => theme.colors.border};
  }

  & button > span[data-rac] > span[aria-hidden='true']:first-child {
    display: none;
  }
`;
