/**
 * Abuse limits of the identity endpoints, per client IP and per account. Guessing one account's
 * password from many addresses is the sign-in throttle's (domain/sign-in-throttle.ts).
 */
const MINUTE = 60_000;

export const RATE_LIMITS = {
  signInPerIp: { limit: 100, windowMs: 15 * MINUTE },
  signUpPerIp: { limit: 20, windowMs: 60 * MINUTE },
  resetRequestPerAccount: { limit: 5, windowMs: 60 * MINUTE },
  resetRequestPerIp: { limit: 20, windowMs: 60 * MINUTE },
  changePasswordPerUser: { limit: 10, windowMs: 15 * MINUTE },
  twoFactorCodesPerUser: { limit: 10, windowMs: 15 * MINUTE },
  verificationMailPerUser: { limit: 5, windowMs: 60 * MINUTE },
  emailChangePerUser: { limit: 5, windowMs: 60 * MINUTE },
  dataExportPerUser: { limit: 3, windowMs: 60 * MINUTE },
} as const;
