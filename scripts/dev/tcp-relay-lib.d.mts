export interface Relay {
  /** Listens on `port` (0: any free one); answers the port. */
  listen(port?: number, host?: string): Promise<number>;
  /** Drops every connection and refuses new ones. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}
export declare function createRelay(target: { host: string; port: number }): Relay;
