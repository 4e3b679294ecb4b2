import type { QrCustomizationInput } from '@liveqr/qr-render';
import { useCallback, useEffect, useState } from 'react';
import { type BrandKit, designerApi } from './designer-api';

export type BrandKitList = { status: 'loading' } | { status: 'error' } | { status: 'ready'; kits: BrandKit[] };

export interface BrandKitsModel {
  list: BrandKitList;
  reload(): void;
  /** Saves a new kit; the list is read again, in the server's order (by name). */
  save(name: string, customization: QrCustomizationInput): Promise<BrandKit>;
  rename(kit: BrandKit, name: string): Promise<BrandKit>;
  /** Sets or clears the default; the server keeps at most one, so the list is read again. */
  setDefault(kit: BrandKit, isDefault: boolean): Promise<void>;
  remove(kit: BrandKit): Promise<void>;
  /** Undoes a delete: the same name, design and default flag, as a new kit (the list is read again). */
  restore(kit: BrandKit): Promise<BrandKit>;
}

/** The account's brand kits, kept in step with the server after each change. */
export function useBrandKits(): BrandKitsModel {
  const [list, setList] = useState<BrandKitList>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  useEffect(() => {
    let cancelled = false;
    designerApi
      .listBrandKits()
      .then((kits) => !cancelled && setList({ status: 'ready', kits }))
      .catch(() => !cancelled && setList({ status: 'error' }));
    return () => {
      cancelled = true;
    };
  }, [generation]);

  const update = (change: (kits: BrandKit[]) => BrandKit[]) =>
    setList((current) => (current.status === 'ready' ? { status: 'ready', kits: change(current.kits) } : current));
  const replace = (kit: BrandKit) => update((kits) => kits.map((old) => (old.id === kit.id ? kit : old)));

  return {
    list,
    reload,
    async save(name, customization) {
      const kit = await designerApi.createBrandKit(name, customization);
      reload();
      return kit;
    },
    async rename(kit, name) {
      const renamed = await designerApi.updateBrandKit(kit.id, { name });
      replace(renamed);
      return renamed;
    },
    async setDefault(kit, isDefault) {
      replace(await designerApi.updateBrandKit(kit.id, { isDefault }));
      reload();
    },
    async remove(kit) {
      await designerApi.deleteBrandKit(kit.id);
      update((kits) => kits.filter((old) => old.id !== kit.id));
    },
    async restore(kit) {
      const restored = await designerApi.createBrandKit(kit.name, kit.customization);
      const result = kit.isDefault ? await designerApi.updateBrandKit(restored.id, { isDefault: true }) : restored;
      reload();
      return result;
    },
  };
}

/** The kit new codes start from: 'loading' until known, undefined when there is none or it cannot be read. */
export function useDefaultBrandKit(): BrandKit | undefined | 'loading' {
  const [kit, setKit] = useState<BrandKit | undefined | 'loading'>('loading');
  useEffect(() => {
    let cancelled = false;
    designerApi
      .listBrandKits()
      .then((kits) => !cancelled && setKit(kits.find((candidate) => candidate.isDefault)))
      // Without the kits a new code starts from the standard design; creating still works.
      .catch(() => !cancelled && setKit(undefined));
    return () => {
      cancelled = true;
    };
  }, []);
  return kit;
}
