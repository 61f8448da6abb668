// What the benchmarks print: report lines, progress on a terminal, the machine, figures.
import { cpus, loadavg } from 'node:os';

/** One line of the report on stdout, after clearing a progress line from the terminal. */
export function out(line) {
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
  console.log(line);
}

/** A progress line that the next one replaces; on a terminal only. */
export function progress(line) {
  if (process.stderr.isTTY) process.stderr.write(`\r\x1b[K${line}`);
}

/** The machine the figures come from: cores, CPU model, Node. */
export function machine() {
  return `${cpus().length} × ${cpus()[0].model.trim()}, Node ${process.version}`;
}

/** The load average over 1, 5 and 15 minutes: other work on the machine skews the figures. */
export function loadAverage() {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

export function fmt(n, digits = 0) {
  return Number(n).toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

export function mb(bytes) {
  return `${fmt(bytes / 1048576, 0)} MB`;
}

export function kb(bytes, digits = 1) {
  return `${fmt(bytes / 1024, digits)} KB`;
}

/** The p-th percentile of ascending `sorted`; NaN when it is empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
