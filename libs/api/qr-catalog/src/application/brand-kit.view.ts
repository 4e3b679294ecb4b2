import type { BrandKit } from '../domain/brand-kit.entity';
import { MAX_BRAND_KIT_NAME_LENGTH } from '../domain/brand-kit.entity';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';

/** A brand kit as the API answers it; its HTTP shape is BrandKitResponseDto (interface/dto/brand-kit.dto.ts). */
export function toBrandKitView(kit: BrandKit) {
  return {
    id: kit.id,
    name: kit.name,
    customization: kit.customization,
    isDefault: kit.isDefault,
    createdAt: kit.createdAt.toISOString(),
    updatedAt: kit.updatedAt.toISOString(),
  };
}

export type BrandKitView = ReturnType<typeof toBrandKitView>;

/** Trimmed, 1–60 characters. */
export function checkedBrandKitName(name: unknown): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (trimmed === '' || [...trimmed].length > MAX_BRAND_KIT_NAME_LENGTH) {
    throw new QrCatalogException(
      QrCatalogErrorCode.InvalidBrandKit,
      `Please give the brand kit a name of 1 to ${MAX_BRAND_KIT_NAME_LENGTH} characters`,
    );
  }
  return trimmed;
}
