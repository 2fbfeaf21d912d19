/** node-postgres turns a parameter into the text it sends (dates, arrays, objects as JSON); @types/pg leaves it out. */
declare module 'pg/lib/utils.js' {
  export function prepareValue(value: unknown): string | Buffer | null | undefined;
}
