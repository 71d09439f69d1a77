import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../store/store';
import { Providers } from '../test-utils/render';
import { Loading } from './screenRoute';

afterEach(cleanup);

let arrive: () => void = () => {};

/** A screen whose loading state has its own heading, replaced by the loaded screen's (as re-booking's). */
function SlowScreen() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    arrive = () => setLoaded(true);
  }, []);
  if (!loaded) return <h1>Book Appointment</h1>;
  return (
    <section>
      <h1>Book Appointment</h1>
      <button type="button">Confirm</button>
    </section>
  );
}

function renderScreen() {
  render(
    <Providers store={makeStore()}>
      <MemoryRouter>
        <button type="button">Menu</button>
        <main>
          <Loading screen={SlowScreen} />
        </main>
      </MemoryRouter>
    </Providers>,
  );
}

describe("a screen's heading", () => {
  it('hands focus to the heading that replaces it', async () => {
    renderScreen();
    const loading = await screen.findByRole('heading', { level: 1, name: 'Book Appointment' });
    act(() => {
      loading.setAttribute('tabindex', '-1');
      loading.focus();
    });
    act(() => arrive());
    const heading = await screen
      .findByRole('button', { name: 'Confirm' })
      .then(() => screen.getByRole('heading', { level: 1, name: 'Book Appointment' }));
    expect(heading).not.toBe(loading);
    await expect.poll(() => document.activeElement).toBe(heading);
  });

  it('leaves focus where the patient put it when that was not on the heading', async () => {
    renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'Book Appointment' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    act(() => menu.focus());
    act(() => arrive());
    await screen.findByRole('button', { name: 'Confirm' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(menu).toHaveFocus();
  });
});
