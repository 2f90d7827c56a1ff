// A file answer whose bytes are made while they are sent (the personal data's ZIP): the API server pipes
// its chunks to the reply (api-server/src/http/app.ts), the in-browser demo collects them into a File
// (domain/src/memory-server.ts, run by @dtp/demo). Its chunks are made after the request's transaction
// (after-transaction.ts) and may be read once only.

/** A download (saved under `name`, never shown inline) whose bytes arrive as `chunks`, pulled one at a time. */
export class StreamedFile {
  constructor(
    readonly name: string,
    readonly type: string,
    readonly chunks: AsyncIterable<Uint8Array>,
  ) {}

  /** All its chunks as one File (the demo, which sends nothing over a network). */
  async toFile(): Promise<File> {
    const parts: Uint8Array<ArrayBuffer>[] = [];
    for await (const chunk of this.chunks) parts.push(chunk as Uint8Array<ArrayBuffer>);
    return new File(parts, this.name, { type: this.type });
  }
}
