/**
 * Taiwanese place names are written with 臺 (the official form) or 台 (the common one), and the
 * sources disagree even within one record (the atlas has 台北市 but 臺西鄉). Names are kept as each
 * source spells them; comparisons and cache keys go through this one folding.
 */
const TAI_VARIANT = /台/g;

export function foldTai(text: string): string {
  return text.replace(TAI_VARIANT, '臺');
}

export function sameTaiwanName(a: string, b: string): boolean {
  return foldTai(a) === foldTai(b);
}
