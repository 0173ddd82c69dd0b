/**
 * What an inactive non-admin account is told and where it is sent: the shell's guards and the sign-in
 * form (which tells it right away, instead of 'Login successful') share these, so the text is written once.
 */
export const INACTIVE_ACCOUNT_MESSAGE =
  'Access denied: Your account is inactive. Please complete registration to access this page.';

/** An inactive account's next step: its registrations on My Account. */
export const INACTIVE_HOME = '/my-account?tab=registration';
