import { defineEntity, p } from '@mikro-orm/postgresql';

export const MAX_FOLDER_NAME_LENGTH = 100;
/** Levels of folders, the top level counting as one: deep enough to organise, shallow enough to walk. */
export const MAX_FOLDER_DEPTH = 10;

const FolderSchema = defineEntity({
  name: 'Folder',
  tableName: 'qr_folders',
  properties: {
    id: p.uuid().primary(),
    /** The owner; every read and write is scoped by it. */
    userId: p.uuid(),
    /** Null at the top level. Never the folder itself or one of its descendants. */
    parentId: p.uuid().nullable(),
    name: p.string(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

/** A folder of codes; folders nest. */
export class Folder extends FolderSchema.class {
  static create(
    input: { id: string; ownerId: string; name: string; parentId: string | null },
    now = new Date(),
  ): Folder {
    const folder = new Folder();
    folder.id = input.id;
    folder.userId = input.ownerId;
    folder.name = input.name;
    folder.parentId = input.parentId;
    folder.createdAt = now;
    folder.updatedAt = now;
    return folder;
  }

  /** The caller has checked that `parentId` is the owner's and not inside this folder. */
  edit(changes: { name?: string; parentId?: string | null }, now = new Date()): void {
    if (changes.name !== undefined) this.name = changes.name;
    if (changes.parentId !== undefined) this.parentId = changes.parentId;
    this.updatedAt = now;
  }
}
FolderSchema.setClass(Folder);
