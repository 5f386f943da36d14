// Ids that arrive in URLs are checked before they reach a uuid column, whose cast would fail.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anything that is not a UUID cannot name a stored row, so it is answered as unknown. */
export const isUuid = (value: string): boolean => UUID.test(value);
