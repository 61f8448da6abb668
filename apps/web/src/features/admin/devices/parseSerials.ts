/** Serial numbers typed or pasted in a batch: split on whitespace, commas or semicolons; repeats kept once. */
export function parseSerials(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const serial = part.trim();
    if (serial) seen.add(serial);
  }
  return [...seen];
}
