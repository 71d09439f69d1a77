import { below, useMediaQuery } from '@portal/ui';
import { useTheme } from 'styled-components';

/**
 * Below the large breakpoint the booking screens are one column (BookingFlow's layout): the slots
 * open a period at a time and Confirm Booking rides in a bar at the bottom of the screen.
 */
export function useNarrowBooking(): boolean {
  const theme = useTheme();
  return useMediaQuery(below(theme.breakpoints.lg));
}
