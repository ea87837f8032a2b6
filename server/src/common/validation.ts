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

/**
 * The DTO validation, refusing first what class-validator's whitelist lets through: `constructor` and
 * `prototype` fields (a request carrying one was accepted, or failed with a 500, before).
 */
class StrictValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const reserved = metadata.type === 'custom' ? undefined : reservedKeyPath(value);
    if (reserved) {
      const message = `Unknown field: ${reserved}.`;
      throw new BadRequestException({ message, errors: [message], code: 'VALIDATION' });
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
