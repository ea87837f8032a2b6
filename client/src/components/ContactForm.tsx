import { isEmailAddress } from '@kandy-park/domain';
import { useMutation } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useMessages } from '@/i18n/LanguageProvider';
import { ApiError, callApi, NetworkError, type Schemas } from '@/lib/api';
import { type ContactFormMessages, contactFormMessages } from './contact-form.messages';

export type ContactMessage = Schemas['ContactMessageDto'];

type Field = keyof ContactMessage;
type Errors = Partial<Record<Field, string>>;

const FIELDS: Field[] = ['name', 'email', 'subject', 'message'];

/** All four fields are required. */
export function validateContact(
  values: ContactMessage,
  texts: ContactFormMessages['errors'] = contactFormMessages.en.errors,
): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = texts.name;
  if (!values.email.trim()) errors.email = texts.email;
  else if (!isEmailAddress(values.email.trim())) errors.email = texts.emailInvalid;
  if (!values.subject.trim()) errors.subject = texts.subject;
  if (!values.message.trim()) errors.message = texts.message;
  return errors;
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
  const [values, setValues] = useState<ContactMessage>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: ContactMessage) => callApi('post', '/api/contact', { body }),
  });

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (sent) setSent(null);
    if (send.isError) send.reset();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(values, t.errors);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      const element = event.currentTarget.elements.namedItem(firstInvalid);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    const body: ContactMessage = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    };
    send.mutate(body, {
      onSuccess: (answer) => {
        // The server's message is SPEC.md's English sentence; the visitor reads it in their language.
        setSent(answer.message && answer.message !== contactFormMessages.en.success ? answer.message : t.success);
        setValues(empty);
      },
    });
  }

  function fieldProps(field: Field) {
    const errorId = `${id}-${field}-error`;
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      required: true,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? errorId : undefined,
    };
  }

  function error(field: Field) {
    return errors[field] ? (
      <p id={`${id}-${field}-error`} className="field__error">
        <AlertCircle aria-hidden="true" size={16} />
        {errors[field]}
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
          <input
            type="text"
            autoComplete="name"
            {...fieldProps('name')}
            onChange={(event) => change('name', event.target.value)}
          />
          {error('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t.email}</label>
          <input
            type="email"
            autoComplete="email"
            inputMode="email"
            {...fieldProps('email')}
            onChange={(event) => change('email', event.target.value)}
          />
          {error('email')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-subject`}>{t.subject}</label>
        <input type="text" {...fieldProps('subject')} onChange={(event) => change('subject', event.target.value)} />
        {error('subject')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>{t.message}</label>
        <textarea rows={6} {...fieldProps('message')} onChange={(event) => change('message', event.target.value)} />
        {error('message')}
      </div>
      <button type="submit" className="button button--primary button--large" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? t.sending : (submitLabel ?? t.send)}
      </button>
    </form>
  );
}
