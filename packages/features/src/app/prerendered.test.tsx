import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { replacePrerendered } from './prerendered';

/** A form like the app's: controlled fields, so only an input event React sees changes them. */
function AppForm({ onSend = () => {} }: { onSend?: (mobile: string) => void }) {
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(mobile);
      }}
    >
      <label>
        App mobile
        <input name="mobile" value={mobile} onChange={(event) => setMobile(event.target.value)} />
      </label>
      <label>
        App password
        <input
          name="password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <button type="button" onClick={() => setPassword('shown')}>
        Show password
      </button>
      <output>{mobile ? `Typed ${mobile}` : 'Nothing typed'}</output>
    </form>
  );
}

/** What index.html paints before the app: the same form, shown ahead of #root (which it hides). */
function paint(): HTMLElement {
  document.getElementById('root')?.remove();
  const painted = document.createElement('div');
  painted.id = 'prerendered';
  painted.innerHTML =
    '<style>#root{display:none}</style><form><input name="mobile" value=""><input name="password" type="password" value=""><button type="button">Show password</button></form>';
  document.body.prepend(painted);
  return painted;
}

/** The app's form rendered into #root behind a painted page; the painted mobile field. */
function appBehindPaintedPage(onSend: (mobile: string) => void): HTMLInputElement {
  const painted = paint();
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  render(<AppForm onSend={onSend} />, { container: root });
  const typed = painted.querySelector<HTMLInputElement>('input[name="mobile"]');
  if (!typed) throw new Error('no painted field');
  return typed;
}

afterEach(() => {
  document.getElementById('prerendered')?.remove();
  document.getElementById('root')?.remove();
});

describe('replacePrerendered', () => {
  it('removes the painted page and gives the app what was typed there, with the focus', async () => {
    const sent: string[] = [];
    const typed = appBehindPaintedPage((mobile) => sent.push(mobile));
    typed.value = '501234567';
    typed.focus();

    await act(async () => replacePrerendered());

    expect(document.getElementById('prerendered')).toBeNull();
    expect(screen.getByLabelText('App mobile')).toHaveValue('501234567');
    expect(screen.getByLabelText('App mobile')).toHaveFocus();
    expect(screen.getByText('Typed 501234567')).toBeInTheDocument();
    // A field left as it was painted stays as the app has it.
    expect(screen.getByLabelText('App password')).toHaveValue('');
    expect(sent).toEqual([]);
  });

  it('sends the form with what was typed when the visitor sent the painted one', async () => {
    const sent: string[] = [];
    const typed = appBehindPaintedPage((mobile) => sent.push(mobile));
    typed.value = '501234567';
    document.getElementById('prerendered')?.setAttribute('data-submitted', '');

    await act(async () => replacePrerendered());

    expect(sent).toEqual(['501234567']);
  });

  it('presses the button the visitor pressed on the painted page', async () => {
    appBehindPaintedPage(() => {});
    document.getElementById('prerendered')?.setAttribute('data-pressed', '0');

    await act(async () => replacePrerendered());

    expect(screen.getByLabelText('App password')).toHaveValue('shown');
  });

  it('moves the focus to the same button of the app when it was on a painted button', async () => {
    appBehindPaintedPage(() => {});
    document.querySelector<HTMLButtonElement>('#prerendered button')?.focus();

    await act(async () => replacePrerendered());

    expect(screen.getByText('Show password')).toHaveFocus();
  });

  it('does nothing when nothing was painted', async () => {
    render(<AppForm />);
    await act(async () => replacePrerendered());
    expect(screen.getByText('Nothing typed')).toBeInTheDocument();
  });
});
