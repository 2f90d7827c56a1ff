import * as v from 'valibot';

/** Administration (GET/POST /admin). Only showTesterFeedback is writable. */
export const AdminSchema = v.object({
  platformName: v.string(),
  databaseUrl: v.string(),
  databaseUsername: v.string(),
  showTesterFeedback: v.boolean(),
});
export type Admin = v.InferOutput<typeof AdminSchema>;

/** Answer of POST /admin/syncTests: how many testings moved to DONE. */
export const SyncResultSchema = v.object({ synced: v.number() });
export type SyncResult = v.InferOutput<typeof SyncResultSchema>;
