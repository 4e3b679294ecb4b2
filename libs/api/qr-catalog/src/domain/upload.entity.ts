import { defineEntity, p } from '@mikro-orm/postgresql';
import type { UploadKind } from './upload-kinds';

const UploadSchema = defineEntity({
  name: 'Upload',
  tableName: 'uploads',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    kind: p.string().$type<UploadKind>(),
    /** Read from the file's bytes when it was stored; what it is served as. */
    contentType: p.string(),
    size: p.bigint('number'),
    /** As the user's file was called, for the download name. */
    fileName: p.string(),
    /** Where the storage adapter keeps the bytes. */
    storageKey: p.string(),
    createdAt: p.datetime(),
  },
});

export class Upload extends UploadSchema.class {}
UploadSchema.setClass(Upload);
