/** Pixels of a rem or px token, for APIs that take numbers (overlay offsets). Assumes a 16px root. */
export function toPx(token: string): number {
  const value = Number.parseFloat(token);
  return token.trim().endsWith('rem') ? value * 16 : value;
}
