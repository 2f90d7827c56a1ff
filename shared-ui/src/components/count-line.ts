import { germanNumber } from '@dtp/api-client';

/** A count the German way: 5000 → '5.000'. */
export const formatCount = (n: number): string => germanNumber(n);

/** '1 Datensatz angezeigt' / '5.000 Datensätze angezeigt'. */
export function countLine(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'Datensatz' : 'Datensätze'} angezeigt`;
}
