import { ResponseCode, fileAnswer, fileCall, type ExportedFile } from '@gps/contracts';
import { z } from 'zod';
import { ApiError } from '../../src/request/api-error';
import { Dispatcher } from '../../src/request/dispatcher';
import { operation } from '../../src/request/operation';
import { PrimedFile } from '../../src/request/primed-file';

/** A file call of its own, through the dispatcher as both doors reach it. */
const download = fileCall({
  name: 'download',
  summary: 'a test file',
  input: z.object({ fail: z.enum(['never', 'first', 'later']) }),
  output: fileAnswer('a test file', ['text/plain']),
});

async function* chunks(fail: string): AsyncGenerator<Uint8Array> {
  if (fail === 'first') throw new Error('the store is gone');
  yield Buffer.from('one ');
  if (fail === 'later') throw new Error('the store went away');
  yield Buffer.from('two');
}

function dispatcher(errors: unknown[]) {
  const file = operation(download, {
    access: { public: true },
    run: async (_ctx, input): Promise<ExportedFile> => ({
      mediaType: 'text/plain',
      fileName: 'test.txt',
      body: chunks(input.fail),
    }),
  });
  return new Dispatcher(
    {
      sessions: { authenticate: () => Promise.reject(new Error('public')) },
      systemLog: { record: () => Promise.resolve() },
      logger: { info() {}, warn() {}, error: (_m: string, e?: unknown) => errors.push(e) },
      clock: { now: () => 0 },
    },
    [file],
  );
}

async function text(body: AsyncIterable<Uint8Array>): Promise<string> {
  let all = '';
  for await (const chunk of body) all += Buffer.from(chunk).toString();
  return all;
}

describe('a call that answers a file', () => {
  it('is answered once its first chunk is read, then streams the rest', async () => {
    const answer = await dispatcher([]).dispatch('download', { fail: 'never' }, { ip: '::1' });
    expect(answer).toBeInstanceOf(PrimedFile);
    const file = answer as PrimedFile;
    expect([file.mediaType, file.fileName]).toEqual(['text/plain', 'test.txt']);
    expect(await text(file.body)).toBe('one two');
  });

  it('is refused, as an error with its code and logged, when its first rows cannot be read', async () => {
    const errors: unknown[] = [];
    const refused = dispatcher(errors).dispatch('download', { fail: 'first' }, { ip: '::1' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ code: ResponseCode.FAILURE });
    expect(errors).toHaveLength(1);
  });

  it('breaks off the body when a later chunk fails: the headers are gone, so no envelope', async () => {
    const file = (await dispatcher([]).dispatch('download', { fail: 'later' }, { ip: '::1' })) as PrimedFile;
    await expect(text(file.body)).rejects.toThrow('the store went away');
  });
});
