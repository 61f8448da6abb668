export { invalid } from './invalid';
export { charLength, requiredText, optionalText, optionalPattern, safeText } from './text';
export {
  REPLACEMENT_CHARACTER,
  codePointLabel,
  replaceUnsafeCharacters,
  unsafeCharacter,
  unsafeTextMessage,
  type TextCharacterOptions,
} from './text-characters';
export { EMAIL_MAX, EMAIL_PATTERN, PHONE_MAX, PHONE_PATTERN, optionalEmail, optionalPhone } from './contact';
export {
  ACCOUNT_NAME_PATTERN,
  ID_PATTERN,
  SERIAL_NUMBER_PATTERN,
  accountName,
  identifier,
  isSerialNumber,
  serialNumber,
  passwordHash,
} from './identifiers';
export { integerInRange, nonNegativeInteger, oneOf, timestamp } from './numbers';
export { everyCheck, everyField, ifGiven, type FieldChecks, type FieldIssue } from './every-field';
