import { createGlobalStyle } from 'styled-components';
import { focusRing } from '../internal/focusRing';

export const GlobalStyle = createGlobalStyle<{ $script: 'latin' | 'arabic' }>`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme, $script }) => ($script === 'arabic' ? theme.fonts.arabic : theme.fonts.body)};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    line-height: ${({ theme, $script }) => ($script === 'arabic' ? theme.lineHeights.relaxed : theme.lineHeights.normal)};
    text-align: start;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  img,
  svg {
    max-width: 100%;
  }

  /* Styled components set display; the hidden attribute must still win. */
  [hidden] {
    display: none !important;
  }

  :focus-visible {
    ${focusRing}
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }

    /*
     * Overlays (dialogs, drawers, popovers, tooltips) appear and go without animation: even a
     * 0.01 ms one starts from its first keyframe (opacity 0) and holds it until the browser's next
     * frame, so a dialog opened on a busy phone stayed invisible for that frame.
     */
    [data-entering],
    [data-exiting] {
      animation: none !important;
    }
  }
`;
