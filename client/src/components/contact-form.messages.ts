import { defineMessages } from '@/i18n/messages';

/** The contact form of the Contact and Directors pages. English: SPEC.md's texts. */
const en = {
  form: 'Contact form',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending...',
  errors: {
    name: 'Please enter your name.',
    email: 'Please enter your e-mail address.',
    emailInvalid: 'Please enter a valid e-mail address.',
    subject: 'Please enter a subject.',
    message: 'Please enter your message.',
  },
  success: 'Message sent! We will get back to you soon. A confirmation email has been sent.',
  failure: 'Failed to send message. Please try again.',
  offline: 'Failed to send message. Please check your connection and try again.',
};

export type ContactFormMessages = typeof en;

export const contactFormMessages = defineMessages('contact-form', en, {
  si: () => import('./contact-form.messages.si'),
  ta: () => import('./contact-form.messages.ta'),
});
