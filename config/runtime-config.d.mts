export declare const overlayNames: string[];
export declare const baseConfigFile: string;
export declare function mergeConfig<T extends object>(base: T, overlay: object): T;
export declare function runtimeConfig(...overlays: (string | Record<string, unknown>)[]): Record<string, unknown>;
