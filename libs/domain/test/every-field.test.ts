import { DomainError, everyCheck, everyField, ifGiven, invalid, optionalEmail, requiredText } from '../src';

/** The thrown error of a call, for its kind, message and detail. */
function thrown(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError, nothing was thrown');
}

describe('everyField: every failing field of a command at once', () => {
  it('returns every field normalised, leaving out the ones not given', () => {
    expect(
      everyField<{ name: string; email?: string | null; note?: string }>({
        name: () => requiredText('name', ' Bob ', 10),
        email: ifGiven<unknown, string | null>('', (v) => optionalEmail('email', v)),
        note: ifGiven(undefined, (v: string) => v),
      }),
    ).toEqual({ name: 'Bob', email: null });
  });

  it('reports every failing field in one validation error, with the messages joined', () => {
    const error = thrown(() =>
      everyField({
        name: () => requiredText('name', '', 10),
        ok: () => 'fine',
        email: () => optionalEmail('email', 'nobody'),
      }),
    );
    expect(error.kind).toBe('validation');
    expect(error.detail).toEqual({
      issues: [
        { field: 'name', code: 'required', message: expect.any(String) },
        { field: 'email', code: 'email', message: expect.any(String) },
      ],
    });
    const [name, email] = error.detail?.issues as { message: string }[];
    expect(error.message).toBe(`${name.message}; ${email.message}`);
  });

  it('rethrows a single failure as it was', () => {
    const error = thrown(() => everyField({ a: () => 'x', b: () => invalid('b', 'b is wrong', 'pattern') }));
    expect(error).toMatchObject({
      kind: 'validation',
      message: 'b is wrong',
      detail: { field: 'b', code: 'pattern' },
    });
  });

  it('lets a failure that is not validation through at once, untouched', () => {
    const missing = new DomainError('not_found', 'no such parent');
    const later = jest.fn(() => 'never run');
    const error = thrown(() =>
      everyCheck([
        () => invalid('a', 'a is wrong'),
        () => {
          throw missing;
        },
        later,
      ]),
    );
    expect(error).toBe(missing);
    expect(later).not.toHaveBeenCalled();
  });

  it('flattens a check that itself reported several fields', () => {
    const error = thrown(() =>
      everyCheck([
        () => everyCheck([() => invalid('a', 'a'), () => invalid('b', 'b')]),
        () => invalid('c', 'c'),
      ]),
    );
    expect((error.detail?.issues as { field: string }[]).map((i) => i.field)).toEqual(['a', 'b', 'c']);
  });
});
