import { HttpStatus } from '@nestjs/common';
import { codedException, type ErrorCatalogue } from '../http/coded-http-exception';

/** PostgreSQL's SQLSTATE for a statement it cancelled: over `statement_timeout`, or cancelled by hand. */
const QUERY_CANCELED = '57014';

export enum DatabaseErrorCode {
  StatementTimeout = 'DATABASE_TIMEOUT',
}

const DATABASE_ERRORS: ErrorCatalogue<DatabaseErrorCode> = {
  [DatabaseErrorCode.StatementTimeout]: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'This took the database too long. Please try again, or narrow it down.',
  },
};

export class DatabaseException extends codedException(DATABASE_ERRORS) {}

/** The coded exception for a statement PostgreSQL cancelled (as pg or MikroORM reports it), or undefined. */
export function databaseErrorOf(error: unknown): DatabaseException | undefined {
  return (error as { code?: unknown } | null)?.code === QUERY_CANCELED
    ? new DatabaseException(DatabaseErrorCode.StatementTimeout)
    : undefined;
}
