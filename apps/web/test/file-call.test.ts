import { describe, expect, it } from '@jest/globals';
import { AUDIT_EXPORT_MEDIA_TYPE } from '@gps/codes';
import { isJsonEnvelope, postForFile } from '../src/shared/api/fileCall';

/** A fetch that answers `body` with these headers, whatever is asked. */
const answering =
  (body: string, headers: Record<string, string>, status = 200): typeof fetch =>
  async () =>
    new Response(body, { status, headers });

describe('a file call’s answer', () => {
  it('is the /api envelope only when its media type is exactly JSON', () => {
    expect(isJsonEnvelope('application/json; charset=utf-8')).toBe(true);
    expect(isJsonEnvelope('Application/JSON')).toBe(true);
    expect(isJsonEnvelope(AUDIT_EXPORT_MEDIA_TYPE)).toBe(false);
    expect(isJsonEnvelope('application/jsonl; charset=utf-8')).toBe(false);
    expect(isJsonEnvelope(null)).toBe(false);
  });

  it('hands a JSON Lines export over as a file, under the server’s name', async () => {
    const lines = '{"type":"DeviceAdded"}\n{"events":1}\n';
    const result = await postForFile(
      'exportAuditLog',
      '{}',
      'fallback.jsonl',
      answering(lines, {
        'Content-Type': `${AUDIT_EXPORT_MEDIA_TYPE}; charset=utf-8`,
        'Content-Disposition': 'attachment; filename="audit-device.jsonl"',
      }),
    );
    if ('error' in result) throw new Error(`refused: ${JSON.stringify(result.error)}`);
    expect(result.fileName).toBe('audit-device.jsonl');
    expect(await result.file.text()).toBe(lines);
  });

  it('reads a refusal from the envelope', async () => {
    const result = await postForFile(
      'exportAuditLog',
      '{}',
      'fallback.jsonl',
      answering(JSON.stringify({ code: -3, message: 'not found' }), { 'Content-Type': 'application/json' }),
    );
    expect('error' in result && result.error.code).toBe(-3);
  });
});
