import { type FakeAnswer, fakeAnswer, http } from './server';

const CONTACT_SENT = 'Message sent! We will get back to you soon. A confirmation email has been sent.';

/** POST /api/contact: the message is accepted with the server's confirmation, or the answer a test imposes. */
export function contactHandler(answer?: FakeAnswer | Response) {
  return http.post('/api/contact', ({ response }) => {
    if (answer === undefined) return response(201).json({ success: true, message: CONTACT_SENT });
    return response.untyped(answer instanceof Response ? answer : fakeAnswer(answer));
  });
}
