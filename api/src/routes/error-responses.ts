// The error answers every route folder documents and serializes: `{ message }` (plugins/errors.ts), with field errors
// kept on 400 (validation) and 409 (a conflict naming the fields). One map for all routes: a status a route never
// answers costs nothing but a line in the API docs.
import { messageSchema } from '@litfund/domain';

export const errorResponses = {
  400: messageSchema.passthrough(),
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema.passthrough(),
  410: messageSchema,
  413: messageSchema,
  415: messageSchema,
  429: messageSchema,
  503: messageSchema,
};
