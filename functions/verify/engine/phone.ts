import {
  type CountryCode,
  isSupportedCountry,
  type NumberType,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from 'libphonenumber-js/max';
import { AppError } from '../../core/errors.js';

/**
 * A phone number judged against the full numbering plan (libphonenumber "max" metadata: the default "min" set
 * checks lengths only, so `+55 11 1234-5678` would pass as valid). Input that cannot be a number of the country
 * at all (letters are refused by the schema; too few or too many digits, an unknown country) is a 400.
 */

export type PhoneType =
  | 'mobile'
  | 'fixed_line'
  | 'fixed_line_or_mobile'
  | 'voip'
  | 'toll_free'
  | 'premium_rate'
  | 'shared_cost'
  | 'personal_number'
  | 'pager'
  | 'uan'
  | 'voicemail'
  | 'unknown';

export type PhoneCheck =
  | {
      readonly valid: true;
      readonly e164: string;
      readonly country: string | null;
      readonly countryCallingCode: string;
      readonly nationalNumber: string;
      readonly nationalFormat: string;
      readonly internationalFormat: string;
      readonly type: PhoneType;
    }
  | {
      readonly valid: false;
      readonly reason: string;
      readonly country: string | null;
      readonly countryCallingCode: string;
      readonly nationalNumber: string;
    };

const lengthProblems: Readonly<Record<string, string>> = {
  TOO_SHORT: 'too few digits',
  TOO_LONG: 'too many digits',
  NOT_A_NUMBER: 'not a phone number',
  INVALID_COUNTRY: 'no country: start with + and the country code, or send defaultCountry',
};

export function checkPhone(phone: string, defaultCountry: string): PhoneCheck {
  if (!isSupportedCountry(defaultCountry)) {
    throw new AppError('invalid_request', `defaultCountry: ${defaultCountry} is not a known country code.`, {
      errors: [{ path: 'defaultCountry', message: 'expected an ISO 3166-1 alpha-2 country code such as BR, PT or US' }],
    });
  }
  const country: CountryCode = defaultCountry;
  const lengthProblem = validatePhoneNumberLength(phone, country);
  if (lengthProblem !== undefined && lengthProblem !== 'INVALID_LENGTH') {
    const where = phone.trim().startsWith('+') ? 'its country' : `${country} (defaultCountry)`;
    const message = `${lengthProblems[lengthProblem] ?? 'not a phone number'} for ${where}`;
    throw new AppError('invalid_request', `phone: ${message}.`, { errors: [{ path: 'phone', message }] });
  }
  let parsed: ReturnType<typeof parsePhoneNumberWithError>;
  try {
    parsed = parsePhoneNumberWithError(phone, country);
  } catch (cause) {
    throw new AppError('invalid_request', 'phone: not a phone number.', {
      cause,
      errors: [{ path: 'phone', message: 'not a phone number' }],
    });
  }
  const base = {
    country: parsed.country ?? null,
    countryCallingCode: parsed.countryCallingCode,
    nationalNumber: parsed.nationalNumber,
  };
  if (lengthProblem === 'INVALID_LENGTH') {
    return { valid: false, reason: 'The number of digits fits no number of this country.', ...base };
  }
  if (!parsed.isValid()) {
    return {
      valid: false,
      reason: 'The number is not assigned in the numbering plan (wrong area code or prefix).',
      ...base,
    };
  }
  return {
    valid: true,
    e164: parsed.number,
    ...base,
    nationalFormat: parsed.formatNational(),
    internationalFormat: parsed.formatInternational(),
    type: typeName(parsed.getType()),
  };
}

function typeName(type: NumberType): PhoneType {
  switch (type) {
    case 'MOBILE':
      return 'mobile';
    case 'FIXED_LINE':
      return 'fixed_line';
    case 'FIXED_LINE_OR_MOBILE':
      return 'fixed_line_or_mobile';
    case 'VOIP':
      return 'voip';
    case 'TOLL_FREE':
      return 'toll_free';
    case 'PREMIUM_RATE':
      return 'premium_rate';
    case 'SHARED_COST':
      return 'shared_cost';
    case 'PERSONAL_NUMBER':
      return 'personal_number';
    case 'PAGER':
      return 'pager';
    case 'UAN':
      return 'uan';
    case 'VOICEMAIL':
      return 'voicemail';
    default:
      return 'unknown';
  }
}
