import { useMutation } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, callApi, NetworkError, type Schemas } from '../lib/api';

export type ContactMessage = Schemas['ContactMessageDto'];

type Field = keyof ContactMessage;
type Errors = Partial<Record<Field, string>>;

const FIELDS: Field[] = ['name', 'email', 'subject', 'message'];
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CONTACT_SUCCESS = 'Message sent! We will get back to you soon. A confirmation email has been sent.';
export const CONTACT_FAILURE = 'Failed to send message. Please try again.';
export const CONTACT_OFFLINE = 'Failed to send message. Please check your connection and try again.';

/** SPEC.md section 5: all four fields are required. */
export function validateContact(values: ContactMessage): Errors {
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = 'Please enter your name.';
  if (!values.email.trim()) errors.email = 'Please enter your e-mail address.';
  else if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Please enter a valid e-mail address.';
  if (!values.subject.trim()) errors.subject = 'Please enter a subject.';
  if (!values.message.trim()) errors.message = 'Please enter your message.';
  return errors;
}

function failureMessage(error: unknown): string {
  if (error instanceof NetworkError) return CONTACT_OFFLINE;
  // api() words an answer without a server message as "Request failed (status)": not a sentence for a visitor.
  if (error instanceof ApiError && !/^Request failed \(\d+\)$/.test(error.message)) return error.message;
  return CONTACT_FAILURE;
}

interface ContactFormProps {
  /** Pre-filled subject, for example on the Directors page. */
  defaultSubject?: string;
  submitLabel?: string;
}

/** The contact form of the Contact and Directors pages: checks every field, then POST /api/contact. */
export function ContactForm({ defaultSubject = '', submitLabel = 'Send Message' }: ContactFormProps) {
  const id = useId();
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
    const found = validateContact(values);
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
        setSent(answer.message || CONTACT_SUCCESS);
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
    <form className="contact-form" onSubmit={submit} noValidate aria-label="Contact form">
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
          {failureMessage(send.error)}
        </p>
      )}
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            type="text"
            autoComplete="name"
            {...fieldProps('name')}
            onChange={(event) => change('name', event.target.value)}
          />
          {error('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
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
        <label htmlFor={`${id}-subject`}>Subject</label>
        <input type="text" {...fieldProps('subject')} onChange={(event) => change('subject', event.target.value)} />
        {error('subject')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea rows={6} {...fieldProps('message')} onChange={(event) => change('message', event.target.value)} />
        {error('message')}
      </div>
      <button type="submit" className="button button--primary button--large" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending...' : submitLabel}
      </button>
    </form>
  );
}
