/** The inline script at the top of the shell page's head that starts its downloads (a browser with a session). */
export declare const firstDownloadsScript: string;
/** The inline script after #root that chooses the page's first paint: the frame, or the login view. */
export declare const firstPaintScript: string;
/** Their CSP sources, 'sha256-…', in that order. */
export declare const inlineScriptHashes: readonly string[];
