import { useRef, useState } from 'react';
import { formatDateTime } from '@haulage/shared/format';
import { reportRefusal } from '@haulage/shared/feedback';
import { useShell } from '../../../chrome/shell-context';
import { useCreateCalendarFeedMutation, useGetCalendarFeedQuery, useStopCalendarFeedMutation } from '../api/calendar-feed';
import { FormField } from './form-field';
import { useModal } from './use-modal';

/**
 * The address calendar apps subscribe to (they cannot sign in): made here, shown once, made again
 * (the old one stops working) or stopped. It reads only this user's calendar.
 */
export const SubscribeDialog = ({ onClose }: { onClose(): void }) => {
  const ref = useRef<HTMLDialogElement>(null);
  useModal(ref);
  const { services } = useShell();
  const feed = useGetCalendarFeedQuery();
  const [create, creating] = useCreateCalendarFeedMutation();
  const [stop, stopping] = useStopCalendarFeedMutation();
  const [url, setUrl] = useState<string | null>(null);

  const make = async () => {
    const made = await create();
    if ('error' in made) reportRefusal(services.feedback, made.error, 'The address could not be made');
    else setUrl(made.data.url ?? null);
  };
  const end = async () => {
    const stopped = await stop();
    if ('error' in stopped) return reportRefusal(services.feedback, stopped.error, 'The feed could not be stopped');
    setUrl(null);
    services.feedback.toast('success', 'Calendar feed stopped: the address no longer works');
  };
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).then(
      () => services.feedback.toast('success', 'Address copied'),
      () => services.feedback.toast('error', 'Copying was refused: select the address and copy it'),
    );
  };
  const active = url !== null || feed.data?.active === true;

  return (
    <dialog ref={ref} className="db-dialog" aria-labelledby="db-subscribe-title" onCancel={(e) => (e.preventDefault(), onClose())}>
      <div className="db-form">
        <h2 id="db-subscribe-title">Subscribe to your calendar</h2>
        <p>
          Outlook, Google Calendar or a phone’s calendar can subscribe to an address of your own and keep your calendar up to date: the last
          month and the coming year. Anyone with the address can read it, so keep it to yourself.
        </p>
        {url ? (
          <>
            <FormField label="Subscription address" hint="It is shown only now; make a new one if it is lost.">
              {(aria) => <input {...aria} className="db-input" readOnly value={url} onFocus={(e) => e.target.select()} />}
            </FormField>
          </>
        ) : feed.data?.active ? (
          <p role="status">
            You have an address since {formatDateTime(feed.data.createdAt)}
            {feed.data.lastUsedAt ? `, last read ${formatDateTime(feed.data.lastUsedAt)}` : ', not read yet'}.
          </p>
        ) : null}
        <div className="db-form-actions">
          {active && (
            <button type="button" className="sh-btn db-btn db-btn-start" disabled={stopping.isLoading} onClick={() => void end()}>
              Stop the feed
            </button>
          )}
          {url && (
            <button type="button" className="sh-btn db-btn" onClick={() => void copy()}>
              Copy address
            </button>
          )}
          <button type="button" className="sh-btn db-btn" disabled={creating.isLoading || feed.isLoading} onClick={() => void make()}>
            {active ? 'Make a new address' : 'Make the address'}
          </button>
          <button type="button" className="sh-btn db-btn-primary" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
};
