// `{ message }`: the body of every error answer (400s and 409s may add `errors: [{ path, message }]`) and of the
// API's plain confirmations.
import { z } from 'zod';

export const messageSchema = z.object({ message: z.string() });
