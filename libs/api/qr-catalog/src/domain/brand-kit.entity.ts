import { defineEntity, p } from '@mikro-orm/postgresql';
import type { QrCustomization } from '@liveqr/qr-render';

export const MAX_BRAND_KIT_NAME_LENGTH = 60;

const BrandKitSchema = defineEntity({
  name: 'BrandKit',
  tableName: 'brand_kits',
  properties: {
    id: p.uuid().primary(),
    /** The owner; every read and write is scoped by it. */
    userId: p.uuid(),
    name: p.string(),
    /** A design validated by `validateCustomization`: it holds no content, so the scan check runs when applied. */
    customization: p.json<QrCustomization>(),
    /** At most one per owner (a partial unique index): new codes without a design take it. */
    isDefault: p.boolean(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export interface BrandKitChanges {
  name?: string;
  customization?: QrCustomization;
  isDefault?: boolean;
}

/** A saved design under a name on the account. */
export class BrandKit extends BrandKitSchema.class {
  static create(
    input: { id: string; ownerId: string; name: string; customization: QrCustomization; isDefault?: boolean },
    now = new Date(),
  ): BrandKit {
    const kit = new BrandKit();
    kit.id = input.id;
    kit.userId = input.ownerId;
    kit.name = input.name;
    kit.customization = input.customization;
    kit.isDefault = input.isDefault ?? false;
    kit.createdAt = now;
    kit.updatedAt = now;
    return kit;
  }

  edit(changes: BrandKitChanges, now = new Date()): void {
    if (changes.name !== undefined) this.name = changes.name;
    if (changes.customization !== undefined) this.customization = changes.customization;
    if (changes.isDefault !== undefined) this.isDefault = changes.isDefault;
    this.updatedAt = now;
  }
}
BrandKitSchema.setClass(BrandKit);
