const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Record ids are UUIDs: anything else from a URL or a form is not looked up at all. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
