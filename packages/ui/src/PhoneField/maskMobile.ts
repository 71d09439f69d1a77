/**
 * Hides all but the last `visible` digits of a phone number for display ('501234567' ->
 * '******567', '+971 50 123 4567' -> '+*** ** *** *567'); separators and '+' stay.
 */
export function maskMobile(mobile: string, visible = 3): string {
  const digits = mobile.replace(/\D/g, '').length;
  let seen = 0;
  return mobile.replace(/\d/g, (digit) => {
    seen += 1;
    return seen > digits - visible ? digit : '*';
  });
}
