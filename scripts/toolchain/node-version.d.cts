export declare const MINIMUM_MAJOR: number;
/** Prints the Node version `what` runs on; throws below MINIMUM_MAJOR. */
export declare function announceNode(what: string, version?: string): void;
