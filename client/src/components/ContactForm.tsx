import { useMutation } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, Send } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import * as v from 'valibot';
import { useMessages } from '@/i18n/LanguageProvider';
import { ApiError, callApi, NetworkError, type Schemas } from '@/lib/api';
import { emailAddress, requiredText, useSchemaForm } from '@/lib/form';
import { type ContactFormMessages, contactFormMessages } from './contact-form.messages';

export type ContactMessage = Schemas['ContactMessageDto'];

type Field = keyof ContactMessage;

/** All four fields are required; the e-mail address has domain/'s shape. Values are trimmed. */
export function contactSchema(
  texts: ContactFormMessages['errors'] = contactFormMessages.en.errors,
): v.GenericSchema<ContactMessage> {
  return v.object({
    name: requiredText(texts.name),
    email: emailAddress(texts.email, texts.emailInvalid),
    subject: requiredText(texts.subject),
    message: requiredText(texts.message),
  });
}

function failureMessage(error: unknown, t: ContactFormMessages): string {
  if (error instanceof NetworkError) return t.offline;
  // api() words an answer without a server message as "Request failed (status)": not a sentence for a visitor.
  if (error instanceof ApiError && !/^Request failed \(\d+\)$/.test(error.message)) return error.message;
  return t.failure;
}

interface ContactFormProps {
  /** Pre-filled subject, for example on the Directors page. */
  defaultSubject?: string;
  submitLabel?: string;
}

/** The contact form of the Contact and Directors pages: checks every field, then POST /api/contact. */
export function ContactForm({ defaultSubject = '', submitLabel }: ContactFormProps) {
  const id = useId();
  const t = useMessages(contactFormMessages);
  const empty: ContactMessage = { name: '', email: '', subject: defaultSubject, message: '' };
  const form = useSchemaForm(
    useMemo(() => contactSchema(t.errors), [t]),
    empty,
  );
  const [sent, setSent] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: ContactMessage) => callApi('post', '/api/contact', { body }),
  });

  /** A change takes away the confirmation or the failure of the last message sent. */
  function changed() {
    if (sent) setSent(null);
    if (send.isError) send.reset();
  }

  const submit = form.handleSubmit((body) => {
    send.mutate(body, {
      onSuccess: (answer) => {
        // The server's message is SPEC.md's English sentence; the visitor reads it in their language.
        setSent(answer.message && answer.message !== contactFormMessages.en.success ? answer.message : t.success);
        form.reset(empty);
      },
    });
  });

  function fieldProps(field: Field) {
    const invalid = form.problem(field) !== undefined;
    return {
      id: `${id}-${field}`,
      required: true,
      'aria-invalid': invalid ? true : undefined,
      'aria-describedby': invalid ? `${id}-${field}-error` : undefined,
      ...form.field(field, changed),
    };
  }

  function error(field: Field) {
    const problem = form.problem(field);
    return problem ? (
      <p id={`${id}-${field}-error`} className="field__error">
        <AlertCircle aria-hidden="true" size={16} />
        {problem}
      </p>
    ) : null;
  }

  return (
    <form className="contact-form" onSubmit={submit} noValidate aria-label={t.form}>
      <div role="status" aria-live="polite">
        {sent && (
          <p className="form-success">
            <CheckCircle2 aria-hidden="true" size={20} />
            {sent}
          </p>
        )}
      </div>
      {send.isError && (
        <p className="form-error" role="alert">
          {failureMessage(send.error, t)}
        </p>
      )}
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-name`}>{t.name}</label>
          <input type="text" autoComplete="name" {...fieldProps('name')} />
          {error('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t.email}</label>
          <input type="email" autoComplete="email" inputMode="email" {...fieldProps('email')} />
          {error('email')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-subject`}>{t.subject}</label>
        <input type="text" {...fieldProps('subject')} />
        {error('subject')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>{t.message}</label>
        <textarea rows={6} {...fieldProps('message')} />
        {error('message')}
      </div>
      <button type="submit" className="button button--primary button--large" disabled={send.isPending || form.checking}>
        <Send aria-hidden="true" />
        {send.isPending ? t.sending : (submitLabel ?? t.send)}
      </button>
    </form>
  );
}
