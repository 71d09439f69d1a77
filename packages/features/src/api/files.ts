import { readJsonResponse } from './baseQuery';

/** A file as a data: URL (read as bytes: works the same in browsers and in the tests' jsdom). */
export async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/**
 * The responseHandler of a call that answers a file: the file as a data: URL (an <img> cannot send
 * the bearer token, and the Content Security Policy allows images from 'self' and data: only), or
 * the refusal's envelope.
 */
export const fileAsDataUrl = async (response: Response): Promise<unknown> =>
  response.ok ? dataUrlOf(await response.blob()) : readJsonResponse(response);

/**
 * The responseHandler of a file to open or save: an object URL of its bytes (the caller revokes
 * it), or the refusal's envelope. Fetched with the bearer token: no token goes in an address.
 */
export const fileAsObjectUrl = async (response: Response): Promise<unknown> =>
  response.ok ? URL.createObjectURL(await response.blob()) : readJsonResponse(response);
