import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { LANGUAGES, type Language, languageFromHeader } from '@kandy-park/domain';

/** How the OpenAPI document describes the header the park's client sends with each visitor post. */
const LANGUAGE_HEADER = ApiHeader({
  name: 'Accept-Language',
  required: false,
  description:
    'The language chosen on the site: the e-mails and documents this post leads to are written in it. The first ' +
    "tag's primary subtag counts (`si-LK` is `si`); anything other than `si`, `ta` or `en` is `en`.",
  schema: { type: 'string', enum: [...LANGUAGES], default: 'en' },
});

/**
 * The visitor's language, read from the request's `Accept-Language` (`languageFromHeader` in domain/): what the
 * park's client sends is the language chosen on the site, not the browser's list. Documents the header on the route
 * it is used on, so the OpenAPI document and the client's types know it.
 */
export const VisitorLanguage = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Language =>
    languageFromHeader(
      context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>().headers[
        'accept-language'
      ],
    ),
  [
    (target, key) => {
      if (key === undefined) return;
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      if (descriptor) LANGUAGE_HEADER(target, key, descriptor);
    },
  ],
);
