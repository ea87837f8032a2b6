import '@/styles/admin.css';
import { Eye, EyeOff } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ParkLogo } from '@/components/ParkLogo';
import { ApiError, NetworkError } from '@/lib/api';
import { useSignIn } from './api/account';

/** SPEC.md: title Admin Dashboard, username and password (show/hide), Access Dashboard / Signing In... */
/** Why the dashboard sent the user back here (`?session=…`). */
const SESSION_NOTICES: Record<string, string> = {
  expired: 'Your session has expired. Please log in again.',
  ended: 'Your session has ended (signed out elsewhere, password changed or account deactivated). Please log in again.',
};

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const notice = SESSION_NOTICES[searchParams.get('session') ?? ''];
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const signIn = useSignIn();

  useEffect(() => {
    document.title = 'Staff sign-in · Kandy Cultural Park';
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError('Please enter your username and password.');
      return;
    }
    setBusy(true);
    try {
      await signIn.mutateAsync({ username: username.trim(), password });
      await navigate('/admin/dashboard');
    } catch (caught) {
      if (caught instanceof NetworkError) setError('Connection error. Please check if the server is running.');
      else setError(caught instanceof ApiError && caught.message ? caught.message : 'Login failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="login" id="main">
      <form className="login__card" onSubmit={submit} noValidate>
        <div className="login__brand">
          <ParkLogo size={48} />
          <h1>Admin Dashboard</h1>
          <p>Kandy Cultural Park staff sign-in</p>
        </div>
        {notice && !error && (
          <p className="login__notice" role="status">
            {notice}
          </p>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <label className="field">
          <span>Username</span>
          <input
            name="username"
            autoComplete="username"
            value={username}
            required
            onChange={(e) => {
              setUsername(e.target.value);
              setError('');
            }}
          />
        </label>
        <label className="field">
          <span>Password</span>
          <span className="field__with-button">
            <input
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              required
              onChange={(e) => {
                setPassword(e.target.value);
                setError('');
              }}
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
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? 'Signing In...' : 'Access Dashboard'}
        </button>
        <Link to="/" className="login__back">
          ← Back to the website
        </Link>
      </form>
    </main>
  );
}
