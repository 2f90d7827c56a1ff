import { call } from '../client/client';
import { SettingsSchema, type Settings } from '../contract/settings';
import { reads } from './reads';

/** GET /settings: global settings; silent, it runs in the background of the sidebar. */
export function load(): Promise<Settings> {
  return call({ name: 'Einstellungen laden', ...reads.settings(), schema: SettingsSchema, silent: true });
}
