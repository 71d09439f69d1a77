import { describe, expect, it } from 'vitest';
import { tiles } from '../dashboard/tiles';
import { signedInFeatures } from './signedInRoutes';

const routed = new Set(
  signedInFeatures.flatMap((feature) => (feature.signedIn ?? []).map((route) => route.path)),
);

describe('the dashboard’s tiles (dashboard/tiles.ts)', () => {
  it('lead to signed-in screens that exist, or open a shared dialog, never to nothing', () => {
    expect(tiles).toHaveLength(9);
    for (const tile of tiles) {
      if ('to' in tile) expect(routed, tile.label).toContain(tile.to);
      else expect(['askDoctor', 'contactUs'], tile.label).toContain(tile.dialog);
    }
  });

  it('lead where the spec says, in its order', () => {
    expect(
      Object.fromEntries(tiles.map((tile) => [tile.label, 'to' in tile ? tile.to : `dialog:${tile.dialog}`])),
    ).toEqual({
      'tiles.appointments': '/auth/appointments',
      'tiles.doctors': '/auth/finddoctor',
      'tiles.diagnosticReports': '/auth/diagnosticReports',
      'tiles.myMedications': '/auth/myMedication',
      'tiles.insurance': '/auth/insurance',
      'tiles.askDoctor': 'dialog:askDoctor',
      'tiles.healthTap': '/auth/healthtools',
      'tiles.feedback': '/auth/feedback',
      'tiles.contactUs': 'dialog:contactUs',
    });
    // Doctors opens Find a Doctor with an empty search (spec section 2: state docSearch empty).
    const doctors = tiles.find((tile) => tile.label === 'tiles.doctors');
    expect(doctors && 'to' in doctors ? doctors.state : undefined).toEqual({ docSearch: '' });
  });
});
