import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import * as codes from '@gps/codes';

/**
 * Each code set is defined once, in @gps/codes (docs/decisions/code-sets.md). This scan of every
 * library's and app's sources finds a literal that copies one: an object with two or more of a
 * table's `NAME: code` entries (`{ NORMAL: 1, SUSPENDED: 2 }`), or a list holding every value of a
 * code set of three or more (`['PSW', 'PHONE', ...]`, `[1, 2, 3, 4, 5, 6, 7]`).
 */
const root = join(__dirname, '../../..');
/** Generated from the GraphQL schema, which is itself generated from the code sets. */
const GENERATED = /apps\/web\/src\/gql\//;
/** A list of fewer values ([0, 1], [12, 13]) is too common to be told apart from a copy. */
const LIST_MIN = 3;
const MATCHED_ENTRIES_MIN = 2;

type Literal = string | number;
const tables: [string, Map<string, Literal>][] = [];
const lists: [string, Set<Literal>][] = [];
for (const [name, value] of Object.entries(codes)) {
  if (Array.isArray(value)) {
    if (value.length >= LIST_MIN) lists.push([name, new Set(value as Literal[])]);
  } else if (typeof value === 'object' && value !== null && !(value instanceof RegExp)) {
    const entries = Object.entries(value).filter(([, v]) => typeof v === 'string' || typeof v === 'number');
    if (entries.length >= MATCHED_ENTRIES_MIN) tables.push([name, new Map(entries as [string, Literal][])]);
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

function literalOf(node: ts.Expression): Literal | undefined {
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isStringLiteral(node)) return node.text;
  return undefined;
}

function nameOf(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)
    ? name.text
    : undefined;
}

/** What one source file's literals copy: `path:line copies NAME`. */
export function copiesIn(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) =>
    `${relative(root, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const entries = node.properties.flatMap((p) => {
        if (!ts.isPropertyAssignment(p)) return [];
        const key = nameOf(p.name);
        const value = literalOf(p.initializer);
        return key === undefined || value === undefined ? [] : [[key, value] as const];
      });
      for (const [name, table] of tables) {
        const same = entries.filter(([key, value]) => table.get(key) === value).length;
        if (same >= MATCHED_ENTRIES_MIN) found.push(`${at(node)} copies ${name}`);
      }
    }
    if (ts.isArrayLiteralExpression(node)) {
      const values = new Set(node.elements.map((e) => literalOf(e as ts.Expression)));
      for (const [name, list] of lists) {
        if ([...list].every((v) => values.has(v))) found.push(`${at(node)} copies ${name}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('code sets', () => {
  it('are defined only in libs/codes: no library or app source copies one', () => {
    const dirs = ['libs', 'apps'].flatMap((top) =>
      readdirSync(join(root, top))
        .filter((name) => !(top === 'libs' && name === 'codes'))
        .map((name) => join(root, top, name, 'src')),
    );
    const files = dirs
      .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory())
      .flatMap(sourceFiles);
    const copies = files
      .filter((path) => !GENERATED.test(path))
      .flatMap((path) => copiesIn(path, readFileSync(path, 'utf8')));
    expect(copies).toEqual([]);
  });

  it('the scan finds a table copied by name and a list copied in any order', () => {
    const source = `
      const Status = { NORMAL: 1, SUSPENDED: 2 } as const;
      const keys = ['GPS', 'VBAT', 'PSW', 'PHONE', 'USER', 'FREQ', 'VIB', 'VIBL', 'LBVON', 'POF', 'SLEEP'];
      const unrelated = { NORMAL: 'n', other: 2 };`;
    expect(copiesIn(join(root, 'libs/x/src/x.ts'), source)).toEqual(
      expect.arrayContaining([
        'libs/x/src/x.ts:2 copies AccountStatus',
        'libs/x/src/x.ts:3 copies REMOTE_COMMAND_KEYS',
      ]),
    );
    expect(copiesIn(join(root, 'libs/x/src/x.ts'), source).some((c) => c.includes(':4 '))).toBe(false);
  });
});
