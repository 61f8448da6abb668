/**
 * Device models whose GT06 layouts or codes differ from the generic reading. The model is the
 * device's `model` field (case-insensitive); undefined or an unlisted model reads generically.
 */
export type Gt06ModelFamily = 'lw' | 'vl' | 'seeworld' | 'r11' | 'nt' | 'qh302r';

const VL_MODELS: ReadonlySet<string> = new Set(['VL103', 'LL303', 'VL512', 'G18']);
const LW_PREFIX = 'LW';
const SEEWORLD = 'SEEWORLD';
const R11 = 'R11';
const QH302R = 'QH302R';
/** Models that prefix 0x22 with source, IMEI and time, and append power and battery volts. */
const NT_MODELS: ReadonlySet<string> = new Set(['NT11', 'NT20', 'NT26', 'NT40', 'NT46', 'VL100', 'XT40']);

export function gt06ModelFamily(model: string | undefined): Gt06ModelFamily | undefined {
  if (!model) return undefined;
  const upper = model.trim().toUpperCase();
  if (upper.startsWith(LW_PREFIX)) return 'lw';
  if (VL_MODELS.has(upper)) return 'vl';
  if (upper === SEEWORLD) return 'seeworld';
  if (upper === R11) return 'r11';
  if (upper === QH302R) return 'qh302r';
  if (NT_MODELS.has(upper)) return 'nt';
  return undefined;
}
