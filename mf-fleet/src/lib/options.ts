/** 'out_of_service' → 'Out of service': enum values shown as words. */
export const humanize = (value: string): string => {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const optionsOf = (values: readonly string[], labels: Partial<Record<string, string>> = {}) =>
  values.map((value) => ({ value, label: labels[value] ?? humanize(value) }));
