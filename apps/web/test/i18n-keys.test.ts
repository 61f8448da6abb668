import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { WARNING_KINDS } from '@gps/codes';
import enUS from '../src/shared/i18n/en-US.json';
import zhTW from '../src/shared/i18n/zh-TW.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf key, dotted ("login.title"), with its value. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of leaves(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const zh = leaves(zhTW as Tree);
const en = leaves(enUS as Tree);

describe('translation files', () => {
  it('zh-TW and en-US have exactly the same keys (nested)', () => {
    const onlyZh = [...zh.keys()].filter((k) => !en.has(k));
    const onlyEn = [...en.keys()].filter((k) => !zh.has(k));
    expect({ onlyZh, onlyEn }).toEqual({ onlyZh: [], onlyEn: [] });
  });

  it('no value is empty', () => {
    const empty = [...zh, ...en].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('every literal key used in the sources (t(...), labelKey, titleKey, areaKey) exists', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(__dirname, '../src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\b(?:t|coming)\(\s*'([A-Za-z][\w.-]*)'/g)) used.add(match[1]);
      for (const match of text.matchAll(
        /\b(?:labelKey|titleKey|areaKey|subtitleKey)[:=]\s*\{?\s*["']([A-Za-z][\w.-]*)["']/g,
      )) {
        used.add(match[1]);
      }
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((key) => !zh.has(key));
    expect(missing).toEqual([]);
  });

  it('every warning kind has its label in both languages (lists, filters, live notices)', () => {
    const unlabelled = WARNING_KINDS.filter(
      (kind) => !zh.has(`warningKinds.${kind}`) || !en.has(`warningKinds.${kind}`),
    );
    expect(unlabelled).toEqual([]);
  });
});
