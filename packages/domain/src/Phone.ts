/** US phone numbers as the forms show them: (123)456-7890, 13 characters (access §5). */
export const usPhoneLength = 13;
export const usPhonePattern = /^\(\d{3}\)\d{3}-\d{4}$/;

/**
 * The ten national digits of a typed or pasted number: non-digits dropped, and a leading country code 1
 * dropped when there are 11 digits (a pasted "1 555 …" or a landing-page link). Longer input is cut to 10.
 */
export const phoneDigits = (input: string): string => {
  const digits = input.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return national.slice(0, 10);
};

/** Formats as the user types: "(123", "(123)456", "(123)456-7890". Empty input stays empty. */
export const formatUsPhone = (input: string): string => {
  const digits = phoneDigits(input);
  if (digits.length === 0) return "";
  const area = digits.slice(0, 3);
  if (digits.length <= 3) return `(${area}`;
  const exchange = digits.slice(3, 6);
  if (digits.length <= 6) return `(${area})${exchange}`;
  return `(${area})${exchange}-${digits.slice(6)}`;
};

/** The login response's phone has a leading +1 stripped (access §3). */
export const stripUsCountryCode = (phone: string): string => phone.replace(/^\+1/, "");

export const isCompleteUsPhone = (value: string): boolean => usPhonePattern.test(value);
