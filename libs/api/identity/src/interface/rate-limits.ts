/** Abuse limits of the identity endpoints, per client IP and per account (issue: 10 failed sign-ins / 15 min). */
const MINUTE = 60_000;

export const RATE_LIMITS = {
  signInPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  signInPerIp: { limit: 100, windowMs: 15 * MINUTE },
  signUpPerIp: { limit: 20, windowMs: 60 * MINUTE },
  resetRequestPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  resetRequestPerIp: { limit: 20, windowMs: 60 * MINUTE },
  changePasswordPerUser: { limit: 10, windowMs: 15 * MINUTE },
} as const;
