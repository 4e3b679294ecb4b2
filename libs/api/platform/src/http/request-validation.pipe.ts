import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { FieldErrorDto } from './error-response.dto';

/**
 * Checks every request DTO (unknown fields refused, values converted to their declared types). A
 * refusal keeps Nest's list of messages and adds `fieldErrors`, so a form can mark each field.
 */
export class RequestValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true });
    this.exceptionFactory = (errors: ValidationError[]) =>
      new BadRequestException({ message: this.flattenValidationErrors(errors), fieldErrors: fieldErrorsOf(errors) });
  }
}

function fieldErrorsOf(errors: readonly ValidationError[], parentPath = ''): FieldErrorDto[] {
  return errors.flatMap((error) => {
    const field = parentPath ? `${parentPath}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, messages: Object.values(error.constraints) }] : [];
    return [...own, ...fieldErrorsOf(error.children ?? [], field)];
  });
}
