/**
 * A media query for widths below a breakpoint of the theme (`theme.breakpoints.md`), for
 * useMediaQuery and the like: the breakpoint itself belongs to the wider layout, as `min-width` has it.
 */
export function below(breakpoint: string): string {
  return `(max-width: calc(${breakpoint} - 1px))`;
}
