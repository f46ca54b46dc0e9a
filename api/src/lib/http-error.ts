// Errors a route throws on purpose; the error handler turns them into `{ message, errors? }`.
export interface FieldError {
  path: string;
  message: string;
}

export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldError[];
  constructor(statusCode: number, message: string, errors?: FieldError[]) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** 400 naming the one field that is wrong. */
export const badField = (path: string, message: string) => badRequest(message, [{ path, message }]);
