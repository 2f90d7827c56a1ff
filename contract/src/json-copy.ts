/** Deep copy of wire data (plain JSON); structuredClone is missing in some test environments. */
export function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
