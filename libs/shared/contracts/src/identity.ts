import type { Language } from './languages';

/** The signed-in user as the API returns it (spec §3 User). */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

export const ACCOUNT_TYPES = ['private', 'company'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Spec §3 Profile, as GET/PUT /api/profile carry it. */
export interface ProfileData {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  accountType: AccountType;
  companyName: string;
  taxId: string;
  address: string;
  postalCode: string;
  country: string;
  language: Language;
  /** ISO timestamp of the last save; null until the profile was saved once. */
  updatedAt: string | null;
}

/** Published when an account is deleted, so every context removes that user's data. */
export class UserDeletedEvent {
  constructor(readonly userId: string) {}
}
