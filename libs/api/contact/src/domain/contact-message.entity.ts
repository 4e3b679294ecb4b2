import { randomUUID } from 'node:crypto';
import { EntitySchema } from '@mikro-orm/core';

/** Limits shared by the request validation and the table's columns. */
export const CONTACT_LIMITS = { name: 200, email: 254, message: 5000 } as const;

/** A message sent through the public contact form; kept so that none is lost if mail fails. */
export class ContactMessage {
  readonly id = randomUUID();
  readonly createdAt = new Date();
  readonly name: string;
  readonly email: string;
  readonly message: string;

  constructor(name: string, email: string, message: string) {
    this.name = name.trim();
    this.email = email.trim();
    this.message = message.trim();
    if (!this.name || !this.email || !this.message)
      throw new Error('A contact message needs a name, an e-mail and a text');
  }
}

export const ContactMessageSchema = new EntitySchema<ContactMessage>({
  class: ContactMessage,
  tableName: 'contact_messages',
  properties: {
    id: { type: 'uuid', primary: true },
    name: { type: 'string', length: CONTACT_LIMITS.name },
    email: { type: 'string', length: CONTACT_LIMITS.email },
    message: { type: 'text' },
    createdAt: { type: 'datetime', fieldName: 'created_at' },
  },
});
