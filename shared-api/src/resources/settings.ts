import { call } from '../client/client';
import { SettingsSchema, type Settings } from '../contract/settings';

/** GET /settings: global settings; silent, it runs in the background of the sidebar. */
export function load(): Promise<Settings> {
  return call({ name: 'Einstellungen laden', method: 'GET', path: '/settings', schema: SettingsSchema, silent: true });
}
