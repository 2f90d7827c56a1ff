import * as v from 'valibot';

/** Global settings (GET /settings). The administration (GET/POST /admin) is in admin.ts (back office). */
export const SettingsSchema = v.object({
  showTesterFeedback: v.boolean(),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;
