import { createHash } from 'node:crypto';
import { checkNewPassword, DomainError, PASSWORD_MIN_LENGTH, passwordProblem } from '../src';

describe('password policy', () => {
  test.each([
    ['1', 'tooShort'],
    ['abc1234', 'tooShort'],
    ['x'.repeat(129), 'tooLong'],
    ['aaaaaaaa', 'oneCharacter'],
    ['99999999999', 'oneCharacter'],
    ['12345678', 'common'],
    ['PassWord1', 'common'],
    [createHash('sha256').update('a fine password').digest('hex'), 'digest'],
  ])('refuses %j as %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  test('refuses the account name and the account name reversed, ignoring case', () => {
    expect(passwordProblem('AcmeFleet', 'acmefleet')).toBe('accountName');
    expect(passwordProblem('teelfemca', 'AcmeFleet')).toBe('accountName');
    expect(passwordProblem('acmefleet2', 'AcmeFleet')).toBeUndefined();
  });

  test('takes a password of the minimum length that breaks no rule, counting characters, not bytes', () => {
    expect(passwordProblem('tr4ck-me')).toBeUndefined();
    expect(passwordProblem('車隊密碼車隊密碼'.slice(0, PASSWORD_MIN_LENGTH))).toBeUndefined();
    expect(passwordProblem('車隊密碼車隊密'.slice(0, PASSWORD_MIN_LENGTH - 1))).toBe('tooShort');
  });

  test('an upper-case hex string is a password, not a digest from an old client', () => {
    const digest = createHash('sha256').update('x').digest('hex').toUpperCase();
    expect(passwordProblem(digest)).toBeUndefined();
  });

  test('checkNewPassword refuses with a validation failure naming the field', () => {
    expect(() => checkNewPassword('password', 'fleet-one', 'fleet-one')).toThrow(
      expect.objectContaining({
        kind: 'validation',
        detail: { field: 'password', code: 'password_account_name' },
      }) as DomainError,
    );
    expect(checkNewPassword('password', 'correct horse', 'fleet-one')).toBe('correct horse');
  });
});
