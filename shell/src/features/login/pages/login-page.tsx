import { useState, type FormEvent } from 'react';
import { paths } from '@haulage/shared/contracts';
import { usePageTitle } from '@haulage/shared/platform';
import { DashboardPage } from '../../../chrome/lazy-pages';
import { navigate } from '../../../chrome/router/history';
import { RouterLink } from '../../../chrome/router/link';
import { useShell } from '../../../chrome/shell-context';
import { TextInput } from '../../../chrome/ui/text-input';
import { usePageMounted } from '../../../chrome/use-page-mounted';
import { takeReturnPath } from '../../../session/return-path';
import { DRIVER_APP_PATH } from '../../../session/route-guard';
import { decodeToken } from '@haulage/shared/session';
import { login } from '../api/login';
import { LOGIN_FAILED_MESSAGE, validateLogin, type LoginInput } from '../model/login-schema';

type LoginErrors = ReturnType<typeof validateLogin>;

/**
 * The first page a visitor loads: a controlled form of plain elements (no form or UI library in
 * the first load), styled like the Chakra pages by the shell's stylesheet.
 */
export const LoginPage = () => {
  usePageMounted();
  usePageTitle('Sign in');
  const { services } = useShell();
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const change = (field: keyof LoginInput) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || submitting) return;
    setFailure(null);
    setSubmitting(true);
    // The dashboard (or the page first asked for) comes next: the dashboard's code and the UI
    // system every page uses load while the credentials are checked.
    const dashboardReady = DashboardPage.preload().catch(() => undefined);
    try {
      const { token, user } = await login(services.http, { email: values.email.trim(), password: values.password });
      await dashboardReady;
      // Storing the token decodes it into the session's user: the user is now authenticated.
      services.session.setToken(token);
      if (user) services.session.setUserData(user);
      // A driver has the road app only, which the entry starts alone: the browser loads it whole.
      if (decodeToken(token)?.type === 'driver') window.location.replace(DRIVER_APP_PATH);
      else navigate(takeReturnPath(), { replace: true });
    } catch {
      setFailure(LOGIN_FAILED_MESSAGE);
      setSubmitting(false);
    }
  };

  return (
    <div className="sh-login sh-center">
      <div className="sh-card">
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Sign in" className="sh-stack">
          <div>
            <h1>Haulage back office</h1>
            <p className="sh-muted">Sign in with your work email.</p>
          </div>
          {failure && (
            <div role="alert" className="sh-alert">
              {failure}
            </div>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={values.email}
            error={errors.email}
            onValueChange={change('email')}
          />
          <TextInput
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={values.password}
            error={errors.password}
            onValueChange={change('password')}
          />
          <button type="submit" className="sh-btn sh-btn-solid" disabled={submitting} aria-busy={submitting || undefined}>
            Sign in
          </button>
          <RouterLink className="sh-link" to={paths.privacyPolicy.href()}>
            Privacy policy
          </RouterLink>
        </form>
      </div>
    </div>
  );
};
