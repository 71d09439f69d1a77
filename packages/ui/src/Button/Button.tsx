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
 */
export function Button({ variant = 'primary', fullWidth = false, children, render, ...props }: ButtonProps) {
  return (
    <StyledButton
      {...props}
      data-variant={variant}
      data-full-width={fullWidth || undefined}
      // aria-busy is not among the props RAC forwards, so it is added on the rendered element.
      render={(domProps, renderProps) => {
        const withBusy = { ...domProps, 'aria-busy': renderProps.isPending || undefined };
        return render ? render(withBusy, renderProps) : <button {...withBusy} />;
      }}
    >
      {composeRenderProps(children, (content, { isPending }) => (
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
