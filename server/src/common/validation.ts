import {
  type ArgumentMetadata,
  BadRequestException,
  createParamDecorator,
  type ExecutionContext,
  type Type,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';

/** Keys that reach an object's prototype machinery; no DTO has them, and class-transformer mishandles them. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The path of the first reserved key anywhere in a parsed body or query, or undefined. */
function reservedKeyPath(value: unknown, prefix = '', depth = 0): string | undefined {
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const key of Object.keys(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (RESERVED_KEYS.has(key)) return path;
    const inner = reservedKeyPath((value as Record<string, unknown>)[key], path, depth + 1);
    if (inner) return inner;
  }
  return undefined;
}

/** Half of a UTF-16 surrogate pair without its other half: JSON can carry one, no valid UTF-8 text can. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * False for a string no person types and the rest of the system cannot take: a lone surrogate (validator's
 * isEmail throws on one, and no UTF-8 database or mail can hold it) or a NUL byte (PostgreSQL text refuses it).
 */
function isText(value: string): boolean {
  return !value.includes('\0') && !LONE_SURROGATE.test(value);
}

/** The path of the first string anywhere in a parsed body, query or parameter that is not text, or undefined. */
function notTextPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return isText(value) ? undefined : path;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = notTextPath(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Field names whose words alone would not tell a person which field is meant. */
const FIELD_LABELS: Record<string, string> = {
  q: 'The search',
  id: 'The id',
  url: 'The image URL',
  alt: 'The image description',
};

/** The field a path ends in, as a form would label it: `customer.firstName` → "First name". */
function fieldLabel(path: string): string {
  const name = path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .pop();
  if (!name) return 'The request';
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return FIELD_LABELS[name] ?? `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

function refuse(message: string): BadRequestException {
  return new BadRequestException({ message, errors: [message], code: 'VALIDATION' });
}

/**
 * The DTO validation, refusing first what class-validator would mishandle: `constructor` and `prototype` fields
 * (which its whitelist lets through), and text that is not text (lone surrogates, NUL), in any field of a body,
 * a query or a path parameter, before any validator or service sees it.
 */
class StrictValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const reserved = reservedKeyPath(value);
      if (reserved) throw refuse(`Unknown field: ${reserved}.`);
      const notText = notTextPath(value, metadata.type === 'param' ? (metadata.data ?? '') : '');
      if (notText !== undefined) throw refuse(`${fieldLabel(notText)} contains characters that are not allowed.`);
    }
    return super.transform(value, metadata);
  }
}

function messages(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((error) => {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([name, text]) =>
      name === 'whitelistValidation' ? `Unknown field: ${path}.` : text,
    );
    return [...own, ...messages(error.children ?? [], path)];
  });
}

/**
 * Whitelisted, transformed DTOs; unknown fields are refused. The answer's `message` is the first problem, in the
 * order the DTO declares its fields, so a form can show one sentence; `errors` lists them all.
 */
export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const all = messages(errors);
      return new BadRequestException({
        message: all[0] ?? 'The request is not valid.',
        errors: all,
        code: 'VALIDATION',
      });
    },
  });
}

const queryValidation = createValidationPipe();

/**
 * The query of a public route whose answer depends on the caller, validated by the DTO of that caller: `staff`
 * with a valid staff token, `visitor` without one (a field only staff may send is then an unknown field, as any
 * other). Routes using it describe their query for OpenAPI with `@ApiQuery`.
 */
export const QueryByCaller = createParamDecorator(
  (dtos: { visitor: Type<object>; staff: Type<object> }, context: ExecutionContext): Promise<unknown> => {
    const request = context.switchToHttp().getRequest<{ user?: unknown; query: unknown }>();
    return queryValidation.transform(request.query, {
      type: 'query',
      metatype: request.user ? dtos.staff : dtos.visitor,
    });
  },
);
