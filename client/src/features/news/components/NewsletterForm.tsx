import { isEmailAddress } from '@kandy-park/domain';
import { Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api';
import { useMessages } from '@/i18n/LanguageProvider';
import { useSubscribe } from '@/features/news/api/subscribe';
import { newsMessages } from '@/features/news/news.messages';

/** The newsletter sign-up: POST /api/newsletter, answered with a toast. */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribe();
  const t = useMessages(newsMessages).newsletter;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError(t.missing);
    if (!isEmailAddress(address)) return setError(t.invalid);
    setError(null);
    subscribe.mutate(address, {
      onSuccess: (answer) => {
        toast.success(answer.message || t.thanks);
        setEmail('');
      },
      onError: (failure) => {
        toast.error(failure instanceof ApiError ? failure.message : t.offline);
      },
    });
  }

  return (
    <form className="newsletter-form" onSubmit={submit} noValidate aria-label={t.form}>
      <label htmlFor={inputId} className="newsletter-form__label">
        {t.email}
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
          {subscribe.isPending ? t.subscribing : t.subscribe}
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
