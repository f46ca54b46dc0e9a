// What an additional-funds request takes from its case (docs/product.md). A module of its own, not CONTRACT_MESSAGES:
// a module's used exports travel together into a remote's shared chunk, and the contract page (a first page) loads
// that one whole, while only Edit Contract says this.

/** Why a request's plaintiff, attorneys and law firms are not changed on it (the server's 409 and Edit Contract). */
export const REQUEST_PARTIES_FROM_CASE =
  "An additional-funds request has its case's plaintiff, attorneys and law firms: change them on the case";
