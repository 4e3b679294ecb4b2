import { defineEntity, p } from '@mikro-orm/postgresql';

export const MAX_TAG_NAME_LENGTH = 40;
/** `#rrggbb`: what a colour input gives and every browser draws. */
export const TAG_COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;

const TagSchema = defineEntity({
  name: 'Tag',
  tableName: 'qr_tags',
  properties: {
    id: p.uuid().primary(),
    /** The owner; every read and write is scoped by it. Names are unique per owner, whatever their case. */
    userId: p.uuid(),
    name: p.string(),
    colour: p.string(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

/** A free label with a colour; a code can carry any number of them. */
export class Tag extends TagSchema.class {
  static create(input: { id: string; ownerId: string; name: string; colour: string }, now = new Date()): Tag {
    const tag = new Tag();
    tag.id = input.id;
    tag.userId = input.ownerId;
    tag.name = input.name;
    tag.colour = input.colour.toLowerCase();
    tag.createdAt = now;
    tag.updatedAt = now;
    return tag;
  }

  edit(changes: { name?: string; colour?: string }, now = new Date()): void {
    if (changes.name !== undefined) this.name = changes.name;
    if (changes.colour !== undefined) this.colour = changes.colour.toLowerCase();
    this.updatedAt = now;
  }
}
TagSchema.setClass(Tag);
