#!/usr/bin/env node
// Verifies an audit export (exportAuditLog, docs/decisions/audit-chain.md) with nothing but the
// file: no import from this repository, only Node's own modules, so that an outside auditor can run
// it as it is. Usage: node scripts/verify-audit-export.mjs <export.jsonl>
//
// It recomputes every event's hash (the same rule as libs/event-store/src/chain/chain-hash.ts, which
// the header also states), checks the events follow each other (a whole-log export: each previous
// hash is the line before's hash; an entity's: its revisions run without a gap), and that the closing
// line is there and counts them. Prints "intact" and exits 0, or prints the first problem, with its
// line and position, and exits 1 (2 when the file cannot be read at all).
import { createHash } from 'node:crypto';
import { createReadStream, realpathSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

/** The export format this verifier reads (the header's `format` and `version`). */
const FORMAT = 'gps-audit-export';
const VERSION = 1;
const HASH = /^[0-9a-f]{64}$/;
const EXIT_INTACT = 0;
const EXIT_PROBLEM = 1;
const EXIT_UNREADABLE = 2;

/** One link of the chain: SHA-256 of the previous hash and the event's fields, one per line. */
export function linkOf(previousHash, event) {
  return createHash('sha256')
    .update(
      [
        previousHash,
        event.position,
        event.streamId,
        String(event.revision),
        event.id,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
        event.recordedAt,
      ].join('\n'),
    )
    .digest('hex');
}

/** A problem found: its code (AUDIT_PROBLEMS in libs/codes/src/audit.ts), where, and what. */
class Problem {
  constructor(code, line, position, message) {
    Object.assign(this, { code, line, position, message });
  }

  toString() {
    const where =
      this.position === undefined ? `line ${this.line}` : `line ${this.line}, position ${this.position}`;
    return `${this.code} at ${where}: ${this.message}`;
  }
}

function parse(text) {
  try {
    const value = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

const isEvent = (line) => line.hash !== undefined || line.position !== undefined;

/** Checks one event line against its own hash and against the event before it. */
function checkEvent(event, lineNo, before, entityScope) {
  const position = typeof event.position === 'string' ? event.position : undefined;
  if (!HASH.test(event.hash ?? '') || !HASH.test(event.previousHash ?? '')) {
    return new Problem('missing_hash', lineNo, position, 'the event has no hash or no previous hash');
  }
  if (linkOf(event.previousHash, event) !== event.hash) {
    return new Problem('hash_mismatch', lineNo, position, 'its content does not give its hash (altered)');
  }
  if (!before) return undefined;
  if (entityScope) {
    if (event.streamId !== before.streamId || event.revision !== before.revision + 1) {
      return new Problem(
        'broken_link',
        lineNo,
        position,
        `revision ${event.revision} follows revision ${before.revision} (an event missing or moved)`,
      );
    }
  } else if (event.previousHash !== before.hash) {
    return new Problem(
      'broken_link',
      lineNo,
      position,
      `its previous hash is not the hash of the line before (position ${before.position}): an event missing or moved`,
    );
  }
  return undefined;
}

/** Reads the export line by line (never whole) and returns the first problem, or the summary. */
export async function verifyExport(file) {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let lineNo = 0;
  let header;
  let before;
  let count = 0;
  let closing;
  let pendingUnreadable;
  for await (const text of lines) {
    lineNo++;
    // A line that does not parse is a cut file if it is the last one, an alteration otherwise.
    if (pendingUnreadable)
      return new Problem('hash_mismatch', pendingUnreadable, undefined, 'the line is not JSON');
    const line = parse(text);
    if (!line) {
      pendingUnreadable = lineNo;
      continue;
    }
    if (!header) {
      if (line.format !== FORMAT || line.version !== VERSION) {
        return new Problem('truncated', lineNo, undefined, `not a ${FORMAT} version ${VERSION} export`);
      }
      header = line;
      continue;
    }
    if (closing) return new Problem('truncated', lineNo, undefined, 'a line after the closing line');
    if (!isEvent(line)) {
      closing = line;
      continue;
    }
    count++;
    const problem = checkEvent(line, lineNo, before, header.scope?.entity !== undefined);
    if (problem) return problem;
    before = line;
  }
  if (pendingUnreadable)
    return new Problem('truncated', pendingUnreadable, undefined, 'the file ends inside a line');
  if (!header) return new Problem('truncated', Math.max(lineNo, 1), undefined, 'no header line');
  if (!closing) return new Problem('truncated', lineNo, undefined, 'no closing line (the file was cut)');
  if (closing.count !== count) {
    return new Problem(
      'truncated',
      lineNo,
      undefined,
      `the closing line counts ${closing.count} events, the file holds ${count}`,
    );
  }
  if (closing.lastHash !== (before ? before.hash : null)) {
    return new Problem('broken_link', lineNo, undefined, 'the closing line names another last hash');
  }
  return { count, lastHash: closing.lastHash };
}

async function main(argv) {
  const file = argv[0];
  if (!file) {
    console.error('usage: verify-audit-export <export.jsonl>');
    return EXIT_UNREADABLE;
  }
  let outcome;
  try {
    outcome = await verifyExport(file);
  } catch (error) {
    console.error(`cannot read ${file}: ${error.message}`);
    return EXIT_UNREADABLE;
  }
  if (outcome instanceof Problem) {
    console.log(outcome.toString());
    return EXIT_PROBLEM;
  }
  // The last hash is what to compare with a head hash kept elsewhere: the chain alone cannot show
  // that everything from some event on was rewritten consistently.
  console.log('intact');
  console.log(`${outcome.count} events, last hash ${outcome.lastHash ?? '(none)'}`);
  return EXIT_INTACT;
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (invokedDirectly) process.exitCode = await main(process.argv.slice(2));
