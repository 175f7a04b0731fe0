import { isOptionalString, isRecord, isString, isOneOf } from './shapeChecks';
import type { User } from './user';
import { ROLES, USER_STATUSES } from './userOptions';

// Kept apart from user.ts so that it needs no zod: the session stored in the browser is checked
// with it on every first load.

const PROPERTY_FIELDS = ['location', 'company', 'website', 'role'] as const;

function isNullableString(value: unknown): value is string | null {
  return value === null || isString(value);
}

/**
 * Whether a value has the shape of a user as the API answers it (`userSchema`'s fields and
 * types), without the schema's length limits, which the server enforces on every write. The
 * contracts' tests hold it to the schema.
 */
export function isUser(value: unknown): value is User {
  if (!isRecord(value)) return false;
  const { properties } = value;
  return (
    isString(value.id) &&
    isString(value.name) &&
    isString(value.email) &&
    isOneOf(ROLES, value.role) &&
    isOneOf(USER_STATUSES, value.status) &&
    isNullableString(value.avatar) &&
    isNullableString(value.lastLogin) &&
    isString(value.createdAt) &&
    isRecord(properties) &&
    PROPERTY_FIELDS.every((field) => isOptionalString(properties[field])) &&
    typeof value.isMainAdmin === 'boolean'
  );
}
