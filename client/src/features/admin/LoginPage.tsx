import '@/styles/admin.css';
import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ParkLogo } from '@/components/ParkLogo';
import { ApiError, NetworkError } from '@/lib/api';
import { checkAt, useSchemaForm } from '@/lib/form';
import { useSignIn } from './api/sign-in';

/** SPEC.md: title Admin Dashboard, username and password (show/hide), Access Dashboard / Signing In... */
/** Why the dashboard sent the user back here (`?session=…`). */
const SESSION_NOTICES: Record<string, string> = {
  expired: 'Your session has expired. Please log in again.',
  ended: 'Your session has ended (signed out elsewhere, password changed or account deactivated). Please log in again.',
};

const MISSING = 'Please enter your username and password.';

/** Both are needed; the username is sent trimmed. */
const signInSchema = v.pipe(
  v.object({ username: v.pipe(v.string(), v.trim()), password: v.string() }),
  checkAt<{ username: string; password: string }>(
    'username',
    MISSING,
    (given) => given.username !== '' && given.password !== '',
  ),
);

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const notice = SESSION_NOTICES[searchParams.get('session') ?? ''];
  const form = useSchemaForm(signInSchema, { username: '', password: '' }, { focusProblem: false });
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const signIn = useSignIn();

  useEffect(() => {
    document.title = 'Staff sign-in · Kandy Cultural Park';
  }, []);

  /** A change takes away the problem shown. */
  function changed() {
    form.clearErrors();
    setError('');
  }

  const submit = form.handleSubmit(async (credentials) => {
    setBusy(true);
    try {
      await signIn.mutateAsync(credentials);
      await navigate('/admin/dashboard');
    } catch (caught) {
      if (caught instanceof NetworkError) setError('Connection error. Please check if the server is running.');
      else setError(caught instanceof ApiError && caught.message ? caught.message : 'Login failed');
    } finally {
      setBusy(false);
    }
  });
  const shown = form.problem('username') ?? error;

  return (
    <main className="login" id="main">
      <form className="login__card" onSubmit={submit} noValidate>
        <div className="login__brand">
          <ParkLogo size={48} />
          <h1>Admin Dashboard</h1>
          <p>Kandy Cultural Park staff sign-in</p>
        </div>
        {notice && !shown && (
          <p className="login__notice" role="status">
            {notice}
          </p>
        )}
        {shown && (
          <p className="form-error" role="alert">
            {shown}
          </p>
        )}
        <label className="field">
          <span>Username</span>
          <input autoComplete="username" required {...form.field('username', changed)} />
        </label>
        <label className="field">
          <span>Password</span>
          <span className="field__with-button">
            <input
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              {...form.field('password', changed)}
            />
            <button
              type="button"
              className="icon-button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              aria-pressed={showPassword}
            >
              {showPassword ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            </button>
          </span>
        </label>
        <button type="submit" className="button button--primary button--block" disabled={busy || form.checking}>
          {busy ? 'Signing In...' : 'Access Dashboard'}
        </button>
        <Link to="/" className="login__back">
          ← Back to the website
        </Link>
      </form>
    </main>
  );
}
