import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { Platform } from '../platform/platform';
import { createLogger } from '../infrastructure/logger';
import { verificationSourcesOf, verifyLog, type VerificationOutcome } from '../audit/verification';
import type { ProgressListener } from '../audit/verification';

/** `npm run audit` exits with these (docs/decisions/audit-verification.md). */
export const AuditExit = { INTACT: 0, BROKEN: 1, FAILED: 2 } as const;

/** The outside verifier of an export file, which needs nothing of the server (helper B1's). */
const EXPORT_VERIFIER = join(__dirname, '..', '..', '..', '..', 'scripts', 'verify-audit-export.mjs');

const USAGE = 'usage: npm run audit -- verify | verify-export <file>';

/** Progress on stderr, a line per phase and then every tenth of it at most. */
function progressLines(): ProgressListener {
  const TENTHS = 10;
  let shown = '';
  return ({ phase, checked, total }) => {
    if (phase === 'done') return;
    const tenth = total > 0 ? Math.floor((checked * TENTHS) / total) : 0;
    const line = `${phase} ${tenth * TENTHS}%`;
    if (line === shown) return;
    shown = line;
    process.stderr.write(`${phase}: ${checked} of ${total}\n`);
  };
}

function describe(outcome: VerificationOutcome): string {
  if (outcome.state === 'intact') {
    return `intact: head position ${outcome.headPosition ?? 'none (empty log)'}, head hash ${outcome.headHash ?? '-'}`;
  }
  return `broken: ${outcome.problem} at position ${outcome.position} (${outcome.detail})`;
}

/** `verify`: the log of the configured stores (DATA_DIR, EVENTSTORE_URL, MONGO_URL) verified. */
async function verify(): Promise<number> {
  const platform = await Platform.create(loadConfig(), { logger: createLogger('warn') });
  try {
    const outcome = await verifyLog(verificationSourcesOf(platform), progressLines());
    console.log(describe(outcome));
    return outcome.state === 'intact' ? AuditExit.INTACT : AuditExit.BROKEN;
  } finally {
    await platform.stop();
  }
}

/** `verify-export <file>`: the outside verifier run on an export file; its exit code passed on. */
function verifyExport(file: string | undefined): number {
  if (!file) {
    console.error(USAGE);
    return AuditExit.FAILED;
  }
  if (!existsSync(EXPORT_VERIFIER)) {
    console.error(`the export verifier is missing: ${EXPORT_VERIFIER}`);
    return AuditExit.FAILED;
  }
  const result = spawnSync(process.execPath, [EXPORT_VERIFIER, file], { stdio: 'inherit' });
  return result.status ?? AuditExit.FAILED;
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2).filter((a) => a !== '--');
  if (command === 'verify') return verify();
  if (command === 'verify-export') return verifyExport(rest[0]);
  console.error(USAGE);
  return AuditExit.FAILED;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('failed:', error);
    process.exitCode = AuditExit.FAILED;
  },
);
