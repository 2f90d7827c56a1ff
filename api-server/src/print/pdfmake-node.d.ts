// pdfmake 0.3's Node entry is a CommonJS module whose exports are one instance (`module.exports = new pdfmake()`),
// its methods on the prototype: `import * as` would copy none of them, and @types/pdfmake declares no default
// export. These two paths are imported by default (module.exports), typed as @types/pdfmake's API.

declare module 'pdfmake/js/index.js' {
  const pdfmake: typeof import('pdfmake');
  export default pdfmake;
}

/** The Roboto files pdfmake ships, as absolute paths (fonts/Roboto.js). */
declare module 'pdfmake/fonts/Roboto.js' {
  const fonts: { Roboto: { normal: string; bold: string; italics: string; bolditalics: string } };
  export default fonts;
}
