import { composeRenderProps, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { SpinnerGraphic } from '../Spinner/SpinnerGraphic';
import { Label, PendingIndicator, StyledButton } from './Button.styles';

export interface ButtonProps extends RACButtonProps {
  /**
   * Visual emphasis. Use one primary action per view.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /**
   * Stretch to the width of the container (mobile forms).
   * @default false
   */
  fullWidth?: boolean;
}

/**
 * A button (react-aria-components Button). With `isPending` it keeps its label as accessible name,
 * shows a spinner, sets aria-busy and ignores presses while staying focusable.
 *
 * Pending is handled here rather than by RAC's own `isPending`: RAC announces the end of a pending
 * state through a live region that points at the button by id, and when the press navigates away
 * that region is left pointing at nothing, which screen readers and axe report as an unnamed image.
 */
export function Button({
  variant = 'primary',
  fullWidth = false,
  children,
  render,
  isPending = false,
  onPress,
  type,
  ...props
}: ButtonProps) {
  return (
    <StyledButton
      {...props}
      type={isPending ? 'button' : type}
      onPress={isPending ? undefined : onPress}
      data-variant={variant}
      data-full-width={fullWidth || undefined}
      // aria-busy is not among the props RAC forwards, so it is added on the rendered element.
      render={(domProps, renderProps) => {
        const withBusy = { ...domProps, 'aria-busy': isPending || undefined };
        return render ? render(withBusy, renderProps) : <button {...withBusy} />;
      }}
    >
      {composeRenderProps(children, (content) => (
        <>
          <Label>{content}</Label>
          {isPending && (
            <PendingIndicator>
              <SpinnerGraphic />
            </PendingIndicator>
          )}
        </>
      ))}
    </StyledButton>
  );
}
