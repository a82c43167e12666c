/**
 * A regular expression matching exactly the decimal integers greater than `limit` (leading zeros allowed), for a
 * WAF rule on the Content-Length header: WAF can match a header's text but cannot compare numbers.
 *
 * For each digit position of the limit, a number is larger when it shares the limit's leading digits and then has
 * a larger digit there (any digits after); or it simply has more digits.
 */
export function integerAboveRegex(limit: number): string {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`not a non-negative integer: ${limit}`);
  const digits = String(limit);
  const branches: string[] = [`[1-9]\\d{${digits.length},}`];
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[i]);
    if (digit === 9) continue;
    const rest = digits.length - i - 1;
    const next = digit + 1 === 9 ? '9' : `[${digit + 1}-9]`;
    // The first digit of a same-length number cannot be 0, which a larger digit never is.
    branches.push(`${digits.slice(0, i)}${next}${rest > 0 ? `\\d{${rest}}` : ''}`);
  }
  return `^0*(${branches.join('|')})$`;
}
