import { type FakeAnswer, fakeAnswer, http } from './server';

const SUBSCRIBED = 'Thank you for subscribing!';

/** POST /api/newsletter: the address is subscribed with the server's thanks, or the answer a test imposes. */
export function newsletterHandler(answer?: FakeAnswer) {
  return http.post('/api/newsletter', ({ response }) =>
    answer === undefined
      ? response(201).json({ success: true, message: SUBSCRIBED })
      : response.untyped(fakeAnswer(answer)),
  );
}
