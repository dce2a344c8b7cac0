import type { LogStream } from '../src/http/log-redaction';

/** A log destination a test reads back: every line the app would have written, as written. */
export const captureLog = () => {
  const lines: string[] = [];
  const stream: LogStream = { write: (line) => void lines.push(line) };
  return {
    stream,
    text: () => lines.join(''),
    /** The request URLs logged, as a reader of the log sees them. */
    urls: () => lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter((url): url is string => Boolean(url)),
  };
};
