import { ValidationError, ValidationPipe } from '@nestjs/common';
import { MESSAGES } from '@bestelklaar/domain';
import { ValidationFailed } from '../errors/app-error';

/** Which constraint speaks first when a field breaks several: "required" before "too short". */
const PRIORITY = [
  'whitelistValidation',
  'isDefined',
  'isNotEmpty',
  'isString',
  'isBoolean',
  'isNumber',
  'isInt',
];

function messageOf(error: ValidationError): string | undefined {
  const constraints = error.constraints ?? {};
  if (constraints.whitelistValidation) return MESSAGES.unknownField(error.property);
  const key = PRIORITY.find((name) => name in constraints) ?? Object.keys(constraints)[0];
  return key ? constraints[key] : undefined;
}

function collect(errors: ValidationError[], prefix: string, into: Record<string, string>): void {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const message = messageOf(error);
    if (message && !(path in into)) into[path] = message;
    if (error.children?.length) collect(error.children, path, into);
  }
}

/** Whitelists fields, refuses unknown ones, and answers with the DTOs' Dutch messages per field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fields: Record<string, string> = {};
      collect(errors, '', fields);
      return ValidationFailed.ofFields(fields);
    },
  });
}
