/** Encodes one path segment (user ids are identity subjects and may contain anything). */
export const seg = (value: string | number): string => encodeURIComponent(String(value));
