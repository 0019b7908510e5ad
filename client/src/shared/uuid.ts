const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a UUID, as every record's id is (a malformed `?id=` is a 404, not a query). */
export function isUuid(value: string | null | undefined): boolean {
  return typeof value === 'string' && uuidPattern.test(value);
}
