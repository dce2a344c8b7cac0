import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverApi } from '../api/driver-api';

type Problem = 'missing' | 'failed' | 'offline';

interface SignInPageProps {
  api: DriverApi;
  token: string | null;
  /** Keeps the session token and opens the run. */
  onSignedIn(sessionToken: string): void;
}

/** `/driver/sign-in?token=`: the SMS link's single-use code, exchanged for a session once. */
export const SignInPage = ({ api, token, onSignedIn }: SignInPageProps) => {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<Problem | null>(token ? null : 'missing');

  useEffect(() => {
    if (!token) return;
    let current = true;
    void api.signIn(token).then((answer) => {
      if (!current) return;
      if ('token' in answer) onSignedIn(answer.token);
      else setProblem(answer.problem === 'offline' ? 'offline' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [api, token, onSignedIn]);

  return (
    <div className="sp-page dr-page">
      <h1>{t('signIn.heading')}</h1>
      {problem ? (
        <p role="alert" className="dr-problem">
          {t(`signIn.${problem}`)}
        </p>
      ) : (
        <p role="status">…</p>
      )}
    </div>
  );
};
