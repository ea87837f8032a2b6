import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

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
  return new ValidationPipe({
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
