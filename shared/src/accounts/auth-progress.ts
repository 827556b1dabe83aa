/**
 * The auth dialog's stepped progress views: the step names in order and
 * the delay before each next step, in milliseconds.
 */
export const LOGIN_STEPS = ['Validating Credentials', 'Authenticating', 'Welcome Back'] as const;
export const LOGIN_STEP_DELAYS_MS = [800, 1000] as const;

export const SIGNUP_STEPS = ['Validating Information', 'Creating Account', 'Almost Done', 'Welcome'] as const;
export const SIGNUP_STEP_DELAYS_MS = [600, 800, 1000] as const;
