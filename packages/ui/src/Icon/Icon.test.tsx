import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testTheme } from '../theme/testTheme';
import { type Locale, UIProvider } from '../UIProvider';
import { ChevronLeftIcon, ChevronRightIcon, HomeIcon, LogoutIcon, SearchIcon } from '.';

function transformOf(testId: string): string {
  return getComputedStyle(screen.getByTestId(testId)).transform;
}

function renderIn(locale: Locale, ui: React.ReactNode) {
  render(
    <UIProvider theme={testTheme} locale={locale}>
      {ui}
    </UIProvider>,
  );
}

// Logout, back and forward point along the reading direction, so Arabic draws them the other way
// round; the rest of the set reads the same in both directions.
describe('directional icons', () => {
  afterEach(cleanup);

  it('mirror logout, previous and next in Arabic', () => {
    renderIn(
      'ar',
      <>
        <LogoutIcon data-testid="logout" />
        <ChevronLeftIcon data-testid="previous" />
        <ChevronRightIcon data-testid="next" />
      </>,
    );
    expect(transformOf('logout')).toBe('scaleX(-1)');
    expect(transformOf('previous')).toBe('scaleX(-1)');
    expect(transformOf('next')).toBe('scaleX(-1)');
  });

  it('leave them as drawn in English', () => {
    renderIn(
      'en',
      <>
        <LogoutIcon data-testid="logout" />
        <ChevronLeftIcon data-testid="previous" />
      </>,
    );
    expect(transformOf('logout')).toBe('');
    expect(transformOf('previous')).toBe('');
  });

  it('mirror any icon marked directional, and none that is not', () => {
    renderIn(
      'ar',
      <>
        <HomeIcon data-testid="home" />
        <SearchIcon data-testid="search" directional />
        <ChevronRightIcon data-testid="pinned" directional={false} />
      </>,
    );
    expect(transformOf('home')).toBe('');
    expect(transformOf('search')).toBe('scaleX(-1)');
    expect(transformOf('pinned')).toBe('');
  });

  it('keep the drawing inside a left-to-right island of an Arabic page', () => {
    renderIn(
      'ar',
      <span dir="ltr">
        <ChevronRightIcon data-testid="next" />
      </span>,
    );
    expect(transformOf('next')).toBe('');
  });
});
