import type { Server } from 'node:http';

export declare function startDemoApi(options?: { port?: number; scale?: number }): Promise<Server>;
