const count = new Intl.NumberFormat('de-DE');

/** '1 Datensatz angezeigt' / '5.000 Datensätze angezeigt'. */
export function countLine(n: number): string {
  return `${count.format(n)} ${n === 1 ? 'Datensatz' : 'Datensätze'} angezeigt`;
}
