import { Param, ParseUUIDPipe } from '@nestjs/common';

/**
 * A route parameter that must be a UUID (`id` unless named). Anything else is refused with the
 * context's own exception, usually its not-found code: a malformed id names nothing of the
 * caller's, so it is answered like someone else's id, never with a 500.
 */
export function UuidParam(refuse: () => Error, name = 'id'): ParameterDecorator {
  return Param(name, new ParseUUIDPipe({ exceptionFactory: refuse }));
}
