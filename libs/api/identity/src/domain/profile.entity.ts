import { defineEntity, p } from '@mikro-orm/postgresql';
import type { AccountType, Language } from '@liveqr/shared/contracts';

const ProfileSchema = defineEntity({
  name: 'Profile',
  tableName: 'profiles',
  properties: {
    /** The user's id (one profile per user). */
    id: p.uuid().primary(),
    email: p.string(),
    firstName: p.string(),
    lastName: p.string(),
    phone: p.string(),
    accountType: p.string().$type<AccountType>(),
    companyName: p.string(),
    taxId: p.string(),
    address: p.text(),
    postalCode: p.string(),
    country: p.string(),
    language: p.string().$type<Language>(),
    updatedAt: p.datetime().nullable(),
  },
});

export class Profile extends ProfileSchema.class {
  toData() {
    return {
      email: this.email,
      firstName: this.firstName,
      lastName: this.lastName,
      phone: this.phone,
      accountType: this.accountType,
      companyName: this.companyName,
      taxId: this.taxId,
      address: this.address,
      postalCode: this.postalCode,
      country: this.country,
      language: this.language,
      updatedAt: this.updatedAt ? this.updatedAt.toISOString() : null,
    };
  }
}
ProfileSchema.setClass(Profile);

/** Spec §3 Profile, as GET/PUT /api/profile carry it. */
export type ProfileData = ReturnType<Profile['toData']>;

/** Spec §2 /account: a user without a saved profile sees the defaults and their e-mail. */
export function defaultProfile(email: string, firstName = '', lastName = ''): ProfileData {
  return {
    email,
    firstName,
    lastName,
    phone: '',
    accountType: 'private',
    companyName: '',
    taxId: '',
    address: '',
    postalCode: '',
    country: '',
    language: 'en',
    updatedAt: null,
  };
}
