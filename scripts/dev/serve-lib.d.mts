import type { Server } from 'node:http';

export declare const apps: { name: string; dir: string; port: number }[];
export declare function serveApp(app: { dir: string; port: number }, options?: { config?: Record<string, unknown>; host?: string; dist?: string }): Promise<Server>;
