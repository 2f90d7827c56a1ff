/** The inline script of the shell's page (index.html) that chooses its first paint. */
export declare const firstPaintScript: string;
/** Its CSP source, 'sha256-…'. */
export declare const firstPaintHash: string;
