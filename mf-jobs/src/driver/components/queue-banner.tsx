import { useTranslation } from 'react-i18next';
import type { QueueState } from '../hooks/use-queue';

/** What is not yet sent, always in sight; a polite live region so a screen reader hears it change. */
export const QueueBanner = ({ queue, online }: { queue: QueueState; online: boolean }) => {
  const { t } = useTranslation();
  const waiting = queue.pending.length;
  return (
    <div className={waiting > 0 ? 'dr-banner dr-waiting' : 'dr-banner'}>
      <p role="status" aria-live="polite" data-testid="queue-status">
        {queue.read && (waiting > 0 ? t('queue.waiting', { count: waiting }) : t('queue.allSent'))}
      </p>
      {!online && <p>{t('app.offline')}</p>}
      {queue.signedOut && <p role="alert">{t('app.signedOut')}</p>}
      {queue.rejected.map((reason, index) => (
        <p key={`${index}-${reason}`} role="alert">
          {t('queue.rejected', { reason })}
        </p>
      ))}
      {waiting > 0 && online && (
        <button type="button" className="dr-button dr-plain" onClick={() => void queue.sendNow()}>
          {t('queue.sendNow')}
        </button>
      )}
    </div>
  );
};
