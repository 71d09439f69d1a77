import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PAINTED, takeOverPainted, useTakeOverPainted } from './prerendered';

/** A form like the app's: controlled fields, so only an input event React sees changes them. */
function AppForm({ onSend = () => {}, presses }: { onSend?: (mobile: string) => void; presses?: string[] }) {
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  useTakeOverPainted();
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
      <button
        type="button"
        onClick={() => {
          presses?.push('show');
          setPassword('shown');
        }}
      >
        Show password
      </button>
      <output>{mobile ? `Typed ${mobile}` : 'Nothing typed'}</output>
    </form>
  );
}

/** What index.html paints before the app: the form's markup in #root, marked. */
function paint(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderToString(<AppForm />);
  root.setAttribute(PAINTED, 'en');
  document.body.append(root);
  return root;
}

const field = (root: HTMLElement, name: string) => {
  const found = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`no ${name} field`);
  return found;
};

async function hydrate(root: HTMLElement, props: Parameters<typeof AppForm>[0] = {}) {
  await act(async () => {
    hydrateRoot(root, <AppForm {...props} />);
  });
}

afterEach(() => {
  document.getElementById('root')?.remove();
});

describe('takeOverPainted', () => {
  it('gives the app what was typed into the painted form, on the same elements, with the focus', async () => {
    const root = paint();
    const mobile = field(root, 'mobile');
    mobile.value = '501234567';
    mobile.focus();

    await hydrate(root);

    expect(root.hasAttribute(PAINTED)).toBe(false);
    expect(screen.getByLabelText('App mobile')).toBe(mobile);
    expect(mobile).toHaveValue('501234567');
    expect(mobile).toHaveFocus();
    expect(screen.getByText('Typed 501234567')).toBeInTheDocument();
    // A field left as it was painted stays as the app has it.
    expect(screen.getByLabelText('App password')).toHaveValue('');
  });

  it('sends the form with what was typed when the visitor sent the painted one', async () => {
    const sent: string[] = [];
    const root = paint();
    field(root, 'mobile').value = '501234567';
    root.setAttribute('data-submitted', '');

    await hydrate(root, { onSend: (mobile) => sent.push(mobile) });

    expect(sent).toEqual(['501234567']);
    expect(root.hasAttribute('data-submitted')).toBe(false);
  });

  it('presses the button the visitor pressed on the painted page, once', async () => {
    const presses: string[] = [];
    const root = paint();
    root.setAttribute('data-pressed', '0');

    await hydrate(root, { presses });

    expect(presses).toEqual(['show']);
    expect(screen.getByLabelText('App password')).toHaveValue('shown');
  });

  it('leaves a press to React when React is delivering it (it hydrated the page to do so)', async () => {
    const presses: string[] = [];
    const root = paint();
    await hydrate(root, { presses });
    // As when a press on the painted page makes React hydrate the screen at once: the takeover runs
    // while that click is being dispatched, and React delivers the click itself.
    root.setAttribute(PAINTED, 'en');
    root.setAttribute('data-pressed', '0');
    const button = screen.getByText('Show password');
    button.addEventListener('click', () => takeOverPainted(), { capture: true });

    await act(async () => button.click());

    expect(root.hasAttribute(PAINTED)).toBe(false);
    expect(presses).toEqual(['show']);
  });

  it('does nothing when nothing was painted', async () => {
    render(<AppForm />);
    await act(async () => takeOverPainted());
    expect(screen.getByText('Nothing typed')).toBeInTheDocument();
  });
});
