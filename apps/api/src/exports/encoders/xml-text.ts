/** Characters XML 1.0 cannot carry at all (controls but tab, LF, CR; lone surrogates; U+FFFE, U+FFFF). */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these controls are what the pattern is for
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text (a device's name, an address) as XML character data or an attribute value: markup escaped,
 * and what XML cannot hold dropped, so a name never breaks the file.
 */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** `<name>text</name>`, or nothing when there is no text. */
export function element(name: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return `<${name}>${typeof value === 'number' ? String(value) : xmlText(value)}</${name}>`;
}
