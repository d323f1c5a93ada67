/**
 * 사업자등록번호 (Korean business registration number, ###-##-#####): the 10th digit is a check digit.
 * Weights 1 3 7 1 3 7 1 3 5 over the first nine digits, plus the tens of (9th digit × 5); the check digit is
 * (10 − sum mod 10) mod 10.
 */
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

export const BIZ_NO_RE = /^\d{3}-\d{2}-\d{5}$/;

/** the check digit of the first nine digits */
export function bizNoCheckDigit(nine: string): number {
  const d = [...nine].map(Number);
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += d[i]! * WEIGHTS[i]!;
  sum += Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

/** ###-##-##### with a correct check digit */
export function isValidBizNo(v: string): boolean {
  if (!BIZ_NO_RE.test(v)) return false;
  const digits = v.replace(/-/g, '');
  return bizNoCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}
