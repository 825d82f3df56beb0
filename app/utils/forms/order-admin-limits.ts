// The order forms' limits the browser needs (maxLength), without zod; order-admin.ts holds the
// schemas the server checks with.

export const MAX_CUSTOMER_MESSAGE = 1000;
