import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signedIn } from '../../test-utils/care';
import { renderScreen } from '../../test-utils/render';
import { ComingSoonScreen } from './ComingSoonScreen';

afterEach(cleanup);

describe('ComingSoonScreen', () => {
  it('is the Teleconsultation page reading Coming Soon at 75%, with the way to the dashboard', async () => {
    const user = userEvent.setup();
    renderScreen(<ComingSoonScreen />, {
      path: '/auth/comingsoon',
      preloadedState: signedIn,
      probes: ['/auth/dashboard'],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Teleconsultation' })).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Coming Soon' });
    expect(progress).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('75%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to dashboard' }));
    expect(screen.getByRole('status', { name: '/auth/dashboard' })).toHaveTextContent('/auth/dashboard');
  });
});
