import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { envelope, pathOf } from './fixtures';

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Stubs fetch with one handler per API path ('/masterdata/gender' for '/api/masterdata/gender');
 * any other call answers 404. `calls(path)` lists the requests a path received.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const request = input as Request;
    const handler = handlers[pathOf(request).replace(/^\/api/, '')];
    return handler ? handler(request) : envelope(404, 'NotFound', ['Not found.']);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls: (path: string) =>
      fetchMock.mock.calls
        .map(([input]) => input as Request)
        .filter((request) => pathOf(request) === `/api${path}`),
    /** The JSON body of the n-th call to `path`. */
    body: async (path: string, n = 0) =>
      fetchMock.mock.calls
        .map(([input]) => input as Request)
        .filter((r) => pathOf(r) === `/api${path}`)
        [n]!.clone()
        .json(),
  };
}

/** Types a date as dd/MM/yyyy into the ui DatePicker labelled `label`. */
export async function typeDate(user: UserEvent, label: string, display: string) {
  const group = screen.getByRole('group', { name: label });
  const [first] = within(group).getAllByRole('spinbutton');
  await user.click(first!);
  await user.keyboard(display.replace(/\D/g, ''));
}

/** Picks `option` in the ui Select labelled `label`. */
export async function chooseOption(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(label) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Types `typed` into the ui ComboBox labelled `label` and picks `option` from what it finds. */
export async function chooseSearchable(user: UserEvent, label: string, typed: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.clear(input);
  await user.type(input, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}
