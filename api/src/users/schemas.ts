// The users' payload schemas live in @litfund/domain. routes/contracts and routes/contract-actions still import the
// `{ message }` schema from here; this goes once they import it from @litfund/domain.
export { messageSchema } from '@litfund/domain';
