/** @jest-environment node */
import { join } from 'node:path';
import i18next from 'i18next';
import { findKeys, type Logger } from 'i18next-cli';
import { RESOURCES } from '../testing';
import { type Namespace, NAMESPACES } from './resources';

const WORKSPACE = join(__dirname, '../../../../..');

/** Where the types of dynamic keys are declared: `t(`qrTypes.${type}.label`)` reads every QrTypeId. */
const TYPE_SOURCES = ['libs/shared/contracts/src/**/*.ts', 'libs/qr-content/src/**/*.ts', 'libs/qr-render/src/**/*.ts'];
const NOT_SHOWN = ['**/*.spec.ts', '**/*.spec.tsx', '**/testing.ts', '**/testing.tsx', '**/generated/**'];

const PLURAL_FORM = /^(.+)_(zero|one|two|few|many|other)$/;

interface UsedKeys {
  /** `namespace:key` of every text the code asks for, English plural forms spelled out. */
  keys: string[];
  /** Files the extractor could not read: their calls would go unchecked. */
  unreadable: string[];
}

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The texts that code asks for, read by i18next's own extractor: `t('key')` in the namespace of
 * the component's `useTranslation`, `t('ns:key')`, `{ ns }`, `<Trans i18nKey>`, and dynamic keys
 * whose parts have a finite type (`t(`types.${id}`)` with `id: QrTypeId`).
 */
async function usedKeys(sources: string[], defaultNS: Namespace, functions = ['t', '*.t']): Promise<UsedKeys> {
  const unreadable: string[] = [];
  const inWorkspace = (pattern: string) => join(WORKSPACE, pattern);
  const { allKeys } = await findKeys(
    {
      // English only: its plural forms are the ones to look for.
      locales: ['en'],
      extract: {
        input: [...sources, ...TYPE_SOURCES].map(inWorkspace),
        ignore: NOT_SHOWN.map(inWorkspace),
        output: inWorkspace('libs/web/i18n/src/locales/{{language}}/{{namespace}}.json'),
        defaultNS,
        functions,
      },
    },
    quiet,
    unreadable,
  );
  return { keys: [...allKeys.values()].map(({ ns, key }) => `${ns || defaultNS}:${key}`), unreadable };
}

/** English as i18next reads it: a key may hold the separator (`eventTypes.qr_code.created`). */
const english = i18next.createInstance();
void english.init({ lng: 'en', ns: [...NAMESPACES], resources: { en: RESOURCES.en }, initAsync: false });

function englishHas(namespaced: string): boolean {
  const [ns, key] = namespaced.split(/:(.*)/s);
  // i18next reads the unsuffixed text when a counted text has no plural forms.
  const base = PLURAL_FORM.exec(key)?.[1];
  return english.exists(key, { ns }) || (base !== undefined && english.exists(base, { ns }));
}

describe('the texts the code asks for', () => {
  let web: UsedKeys;

  beforeAll(async () => {
    web = await usedKeys(
      ['apps/{shell,dashboard,creator,billing}/src/**/*.{ts,tsx}', 'libs/web/*/src/**/*.{ts,tsx}'],
      'common',
    );
  });

  it('are read from every source file of the web apps and libraries, in every namespace', () => {
    expect(web.unreadable).toEqual([]);
    const namespaces = new Set(web.keys.map((key) => key.split(':')[0]));
    expect([...namespaces].sort()).toEqual([...NAMESPACES].sort());
  });

  it('exist in English, in the namespace they are asked from', () => {
    expect(web.keys.filter((key) => !englishHas(key))).toEqual([]);
  });

  it("exist in English for the server's own pages too (`t` reads public, `common` the layout's)", async () => {
    const pages = [
      'libs/public-pages/server/src/**/*.ts',
      'libs/api/scan-analytics/src/interface/scan-pages.ts',
      'libs/api/billing/src/interface/test-mode-pages.ts',
    ];
    const [texts, layout] = await Promise.all([
      usedKeys(pages, 'public', ['t']),
      usedKeys(pages, 'common', ['common']),
    ]);
    expect([...texts.unreadable, ...layout.unreadable]).toEqual([]);
    expect(texts.keys.length).toBeGreaterThan(0);
    expect(layout.keys.length).toBeGreaterThan(0);
    expect([...texts.keys, ...layout.keys].filter((key) => !englishHas(key))).toEqual([]);
  });
});
