// The interest-rate screens' texts, spelled exactly as the portal always has.
export const INTEREST_MESSAGES = {
  noneExist: 'None exist Interest Rate',
  created: 'Interest Rate created successfully',
  preAdded: 'New pre settlement Interest Rate has been successfully created',
  postAdded: 'New post settlement Interest Rate has been successfully created',
  edited: 'Interest Rate successfuly edited',
  stateHasSet: 'This state already has an interest rate set',
} as const;
