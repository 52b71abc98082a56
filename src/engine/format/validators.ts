/**
 * The named validators of spec 5 (pure functions, unit-tested with generated inputs). The rule
 * table itself lives in shared/validators.ts, outside src/ and mock/, because the mock gateway
 * checks the same rules with the same messages (a JSON mock resource's "validator"); this module
 * gives the engine its view of it.
 * Each returns undefined when the value is good, else the exact message of the spec.
 * Null, undefined and '' count as empty (spec 5); a validator's empty message doubles as the
 * field's required message when the schema says `"required": true`.
 */
import { rules } from '../../../shared/validators';
import type { Text } from './types';

export {
  BID_RULE,
  CHINESE_NAME,
  checkBid,
  checkChineseName,
  checkEmail,
  checkIdCard,
  checkIp,
  checkPhone,
  checkSubchainCode,
  checkUrl,
  EMAIL,
  ID_CARD,
  ID_PROVINCES,
  idCheckDigit,
  IP_RULE,
  PHONE,
  SUBCHAIN_CODE,
  URL_RULE,
} from '../../../shared/validators';

export interface Validator {
  /** The message for an empty value (null, undefined, ''). */
  empty?: Text;
  /** undefined when good, else the message. Never called with an empty value by the forms. */
  check: (value: unknown) => Text | undefined;
  /** A value the rule takes (samples of the studio's smoke test and of the contract tests). */
  example: string;
  /** A value the rule refuses (the contract tests' bad value). */
  bad: string;
}

export const validators: Record<string, Validator> = rules;
