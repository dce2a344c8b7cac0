import { PLATFORM_CONTRACT_VERSION } from './platform-context';

const majorOf = (version: string): number | null => {
  const match = /^\D*(\d+)/.exec(version.trim());
  return match ? Number(match[1]) : null;
};

/**
 * Whether a remote built for `required` (a caret or exact range such as "^1" or "1.2.0") can run
 * on the shell's contract. Only the major matters: minors add, majors break.
 */
export const isContractCompatible = (required: string, provided = PLATFORM_CONTRACT_VERSION): boolean => {
  const wanted = majorOf(required);
  return wanted !== null && wanted === majorOf(provided);
};
