import { MESSAGES, RETURN_CODES } from '@jikim/shared';

/** An error whose message is safe to show to the client. Anything else becomes a logged 500. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly returnCode: string | null = null,
    readonly fields?: { field: string; message: string }[],
    /** records the refusal is about, answered as `conflicts` (SIMOPS) */
    readonly conflicts?: Record<string, unknown>[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (fields?: { field: string; message: string }[], message: string = MESSAGES.badRequest) =>
  new AppError(400, message, RETURN_CODES.validation, fields);
export const unauthorized = (returnCode: string | null, message: string = MESSAGES.unauthorized) =>
  new AppError(401, message, returnCode);
export const forbidden = (message: string = MESSAGES.noMenuPermission) =>
  new AppError(403, message, RETURN_CODES.noMenuPermission);
/** issue 34: a record outside the caller's plant, department or contractor (not a missing menu right) */
export const outOfScope = (message: string = MESSAGES.outOfScope) => new AppError(403, message, RETURN_CODES.outOfScope);
export const notFound = (message: string = MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string = MESSAGES.conflict) => new AppError(409, message, RETURN_CODES.conflict);
