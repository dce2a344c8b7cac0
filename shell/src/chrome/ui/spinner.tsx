/** The shell's spinner: a CSS ring (see shell-styles.ts), no UI library. Unlabelled, it is decoration. */
export const Spinner = ({ large, label }: { large?: boolean; label?: string }) => (
  <span
    className={large ? 'sh-spinner sh-spinner-lg' : 'sh-spinner'}
    {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
  />
);
