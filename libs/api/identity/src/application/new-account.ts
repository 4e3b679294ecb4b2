import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CommandBus } from '@nestjs/cqrs';
import { CreatePersonalWorkspaceCommand, type Language } from '@liveqr/shared/contracts';
import { defaultProfile, Profile } from '../domain/profile.entity';
import { normalizeEmail, User } from '../domain/user.entity';

export interface NewAccountFields {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  googleId: string | null;
  /** Set when the address is proven at once (Google); null until a mailed link is opened. */
  emailVerifiedAt: Date | null;
}

/**
 * A new user with their profile, whose language (the one the browser asked for at sign-up: chosen
 * on the site, else Accept-Language's, else English) their mails are written in. Written at once,
 * the user first (the profile references it), then their personal workspace, which whatever they
 * make next is keyed by.
 */
export async function createAccount(
  em: EntityManager,
  commands: CommandBus,
  fields: NewAccountFields,
  language: Language,
): Promise<User> {
  const user = em.create(User, {
    ...fields,
    id: randomUUID(),
    email: normalizeEmail(fields.email),
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    createdAt: new Date(),
  });
  await em.flush();
  em.create(Profile, { ...defaultProfile(user.email, user.firstName, user.lastName), id: user.id, language });
  await em.flush();
  await commands.execute<CreatePersonalWorkspaceCommand, void>(new CreatePersonalWorkspaceCommand(user.id));
  return user;
}
