import { describe, expect, it } from 'vitest';
import { tiles } from '../dashboard/tiles';
import { TeleconsultRoute } from '../teleconsult/paths';
import { signedInFeatures } from './signedInRoutes';

const routed = new Set(
  signedInFeatures.flatMap((feature) => (feature.signedIn ?? []).map((route) => route.path)),
);

describe('the dashboard’s tiles (dashboard/tiles.ts)', () => {
  it('lead to signed-in screens that exist, never to nothing', () => {
    expect(tiles).toHaveLength(9);
    for (const tile of tiles) expect(routed, tile.label).toContain(tile.to);
  });

  it('lead to the screens that are built, the rest to coming soon', () => {
    expect(Object.fromEntries(tiles.map((tile) => [tile.label, tile.to]))).toEqual({
      'tiles.appointments': '/auth/appointments',
      'tiles.doctors': '/auth/finddoctor',
      'tiles.diagnosticReports': '/auth/diagnosticReports',
      'tiles.myMedications': '/auth/myMedication',
      'tiles.insurance': '/auth/insurance',
      'tiles.askDoctor': TeleconsultRoute.comingSoon,
      'tiles.healthTap': '/auth/healthtools',
      'tiles.feedback': '/auth/feedback',
      'tiles.contactUs': TeleconsultRoute.comingSoon,
    });
    // Doctors opens Find a Doctor with an empty search (spec section 2: state docSearch empty).
    expect(tiles.find((tile) => tile.label === 'tiles.doctors')?.state).toEqual({ docSearch: '' });
  });
});
