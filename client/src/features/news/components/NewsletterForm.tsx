import { Mail } from 'lucide-react';
import { useId, useMemo } from 'react';
import * as v from 'valibot';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api';
import { emailAddress, useSchemaForm } from '@/lib/form';
import { useMessages } from '@/i18n/LanguageProvider';
import { useSubscribe } from '@/features/news/api/subscribe';
import { newsMessages, type NewsMessages } from '@/features/news/news.messages';

const newsletterSchema = (t: NewsMessages['newsletter']) => v.object({ email: emailAddress(t.missing, t.invalid) });

/** The newsletter sign-up: POST /api/newsletter, answered with a toast. */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = useId();
  const subscribe = useSubscribe();
  const t = useMessages(newsMessages).newsletter;
  const form = useSchemaForm(
    useMemo(() => newsletterSchema(t), [t]),
    { email: '' },
    { focusProblem: false },
  );
  const error = form.problem('email');

  const submit = form.handleSubmit(({ email }) => {
    subscribe.mutate(email, {
      onSuccess: (answer) => {
        toast.success(answer.message || t.thanks);
        form.reset();
      },
      onError: (failure) => {
        toast.error(failure instanceof ApiError ? failure.message : t.offline);
      },
    });
  });

  return (
    <form className="newsletter-form" onSubmit={submit} noValidate aria-label={t.form}>
      <label htmlFor={inputId} className="newsletter-form__label">
        {t.email}
      </label>
      <div className="newsletter-form__row">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="you@example.lk"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...form.field('email')}
        />
        <button type="submit" className="button button--gold" disabled={subscribe.isPending || form.checking}>
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
