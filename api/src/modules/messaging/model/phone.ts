/**
 * A phone number as SMS providers want it (E.164): the office writes "070-123 45 67" or
 * "+46 70 123 45 67"; a Swedish number without a country code gets +46 in place of its 0.
 * Null when it cannot be a mobile number to text.
 */
export const toE164 = (value: string | null | undefined, defaultCountryCode = '46'): string | null => {
  const compact = (value ?? '').replace(/[\s\-().]/g, '');
  if (/^\+[1-9]\d{6,14}$/.test(compact)) return compact;
  if (/^00[1-9]\d{6,14}$/.test(compact)) return `+${compact.slice(2)}`;
  if (/^0[1-9]\d{5,12}$/.test(compact)) return `+${defaultCountryCode}${compact.slice(1)}`;
  return null;
};
