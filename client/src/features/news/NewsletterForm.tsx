import { Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { useSubscribe } from './api/subscribe';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The newsletter sign-up: POST /api/newsletter, answered with a toast. */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribe();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError('Please enter your e-mail address.');
    if (!EMAIL_PATTERN.test(address)) return setError('Please enter a valid e-mail address.');
    setError(null);
    subscribe.mutate(address, {
      onSuccess: (answer) => {
        toast.success(answer.message || 'Thank you for subscribing!');
        setEmail('');
      },
      onError: (failure) => {
        toast.error(
          failure instanceof ApiError
            ? failure.message
            : 'Could not subscribe. Please check your connection and try again.',
        );
      },
    });
  }

  return (
    <form className="newsletter-form" onSubmit={submit} noValidate aria-label="Newsletter">
      <label htmlFor={inputId} className="newsletter-form__label">
        Email address
      </label>
      <div className="newsletter-form__row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.lk"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
        />
        <button type="submit" className="button button--gold" disabled={subscribe.isPending}>
          <Mail aria-hidden="true" />
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      {error && (
        <p id={errorId} className="newsletter-form__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
