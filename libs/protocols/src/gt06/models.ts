/**
 * Device models whose GT06 layouts or codes differ from the generic reading. The model is the
 * device's `model` field (case-insensitive); undefined or an unlisted model reads generically.
 */
export type Gt06ModelFamily = 'lw' | 'vl' | 'seeworld' | 'r11' | 'nt' | 'qh302r';

/** Every model whose name starts with this is of the LW family (driving-behaviour trackers). */
const LW_PREFIX = 'LW';

/**
 * The models each family is known by, in upper case. The LW family is any name with its prefix;
 * its list holds the LW models seen in real captures.
 */
const FAMILY_MODELS: Readonly<Record<Gt06ModelFamily, readonly string[]>> = {
  lw: ['LW4G-4B'],
  vl: ['VL103', 'LL303', 'VL512', 'G18'],
  seeworld: ['SEEWORLD'],
  r11: ['R11'],
  /** Models that prefix 0x22 with source, IMEI and time, and append power and battery volts. */
  nt: ['NT11', 'NT20', 'NT26', 'NT40', 'NT46', 'VL100', 'XT40'],
  qh302r: ['QH302R'],
};

const FAMILY_OF: ReadonlyMap<string, Gt06ModelFamily> = new Map(
  Object.entries(FAMILY_MODELS).flatMap(([family, models]) =>
    models.map((model) => [model, family as Gt06ModelFamily] as const),
  ),
);

/** The model names the GT06 decoder reads differently from the generic reading. */
export const GT06_MODEL_NAMES: readonly string[] = Object.values(FAMILY_MODELS).flat();

export function gt06ModelFamily(model: string | undefined): Gt06ModelFamily | undefined {
  if (!model) return undefined;
  const upper = model.trim().toUpperCase();
  if (upper.startsWith(LW_PREFIX)) return 'lw';
  return FAMILY_OF.get(upper);
}
