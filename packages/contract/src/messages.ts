/** Validation wording of spec 000 §5 and §8, word for word; shared by the forms and the server. */
export const V = {
  emailRequired: 'Please enter your email',
  emailFormat: 'Please enter the correct email address',
  passwordRequired: 'Please enter your password',
  passwordMin: 'Password must be at least 6 characters',
  passwordRange: 'Password should be 6-20 characters',
  confirmRequired: 'Please confirm your password',
  confirmMismatch: 'The two passwords do not match',
  codeRequired: 'Please enter your verification code',
  reLogin: 'Login verification failed, please re-login.',
  codeSent: 'The verification code has been sent to the email address.',
  signUpSuccess: 'Sign up Success',
  systemError: 'System error occur, please try again later',
  timeout: 'Request timed out, please try again later',
  mediaLoadError: 'Media load error, please retry',
  passwordHash: 'The password must be sent as a SHA-256 hex digest',
  profilePhoto: 'The profile photo must be a square JPG, PNG or WebP image of at most 2MB',
} as const;
