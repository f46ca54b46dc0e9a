// The user-facing texts, spelled exactly as the portal always has (typos included).
export const MESSAGES = {
  emailInvalid: 'The email address is invalid',
  recipientEmailInvalid: 'The Funding Recipient Email address is invalid',
  plaintiffEmailInvalid: "Plaintiff's email address is invalid",
  attorneyEmailInvalid: "Attorney's email address is invalid",
  caseManagerEmailInvalid: 'Case manager email address is invalid',
  emailAlreadyRegistered: 'A user with this email is already registered',
  approveUnconfirmedEmail:
    'This user has not confirmed their email address yet; they can ask for the confirmation link again from the sign-in page',
  ownEmailByAdmin:
    'Your own email address cannot be changed here: a new address signs you out until its mailbox confirms it',
  // The rule (isValidPassword) wants a lower-case letter too: the message says all of it.
  passwordRule: 'Password must be at least 8 characters, including 1 number, 1 uppercase and 1 lowercase letter',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordMismatch: 'Password mismatch',
  zipInvalid: 'Zipcode is invalid',
  websiteInvalid: 'Enter a website such as example.com or https://example.com',
  phoneInvalid: 'Enter a phone number of 7 to 20 digits (+, spaces, dashes and parentheses allowed)',
  chooseState: 'Choose a state',
  mustBeAdult: 'You must be 18 or older',
  required: 'This field is required',
  wrongPassword: 'Wrong password',
  userDoesNotExist: "It looks like the user doesn't exist",
  userAlreadyExists: 'User already exists, please login',
  registered: 'You successfully registered!',
  noUserWithEmail: 'No user found with this email',
  codeNotFound: 'Code was not found or expired!',
  confirmNeedsPassword: "Send the account's password ({ password }) to confirm its email address",
  loginSuccess: 'Login success',
  logOutSuccess: 'Log Out success',
  dataChanged: 'Data changed successfully',
  banned: 'User is banned from receiving credit',
  limitedAccessTitle: 'Limited Access!',
  limitedAccessText:
    'You do not have access to this part of the platform. If you believe there is an error or need assistance, please contact support.',
  // One title for the dialog and the page (the product's 'Limited Access!').
  notApprovedTitle: 'Limited Access!',
  notApprovedText:
    'Your account has not been approved by the administrator yet. Please contact support if you have any questions.',
  pleaseLogin: 'Please, Login!',
  pleaseLoginLower: 'Please, login!',
  notAdmin: 'Are you not admin!',
  loginAsAdmin: 'Please Login as Administrator!',
  pageNotFound: "It looks like the page doesn't exist",
  noData: 'No data has been received, please refresh the page',
  noInformation:
    'There is no message to show here. This page shows the outcome of a registration, an email confirmation or a password reset.',
  samePassword: 'Choose a password different from the current one',
  passwordChanged: 'Your password has been changed',
  controlCharacters: 'Remove the control characters (such as tabs or line breaks) from this text',
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again in a few minutes.',
  resetLinkSent: 'A link to reset your password has been sent to your email',
  // Past the account's reset mails for the window no new mail goes out, and the owner is not refused either (anyone may
  // ask for someone else's reset): the links already sent still work.
  resetLinkSentRecently:
    'Reset links were sent to this address several times in the last few minutes, so no new one was sent: use the newest link in that mailbox (look in the spam folder too). Each works for an hour.',
  tooManyRequests: 'Too many requests. Please try again in a few minutes.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  notFound: 'Not found',
  forbidden: 'You do not have access to this resource',
  databaseUnavailable: 'The database is unavailable. Please try again shortly.',
  remoteUnavailable: 'This part of the portal is unavailable right now.',
} as const;
