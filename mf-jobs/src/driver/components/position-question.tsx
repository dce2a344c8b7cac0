import { useTranslation } from 'react-i18next';
import type { PositionConsent } from '../model/position';

/** Asked once: whether arrivals and departures carry the phone's position. */
export const PositionQuestion = ({ onAnswer }: { onAnswer(consent: Exclude<PositionConsent, null>): void }) => {
  const { t } = useTranslation();
  return (
    <section className="dr-card" aria-labelledby="dr-position-question">
      <p id="dr-position-question">{t('position.question')}</p>
      <div className="dr-row">
        <button type="button" className="dr-button dr-plain" onClick={() => onAnswer('allowed')}>
          {t('position.allow')}
        </button>
        <button type="button" className="dr-button dr-plain" onClick={() => onAnswer('denied')}>
          {t('position.deny')}
        </button>
      </div>
    </section>
  );
};
