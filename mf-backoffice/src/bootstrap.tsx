import { setDemoTransportLoader, type RemoteRoutes } from '@dtp/api-client';
import { loadDemoTransport } from '@dtp/demo/loader';
import { startStandalone } from '@dtp/shared-ui';
import { createRoot } from 'react-dom/client';
import { screens } from './screens';

/** This remote's route rows (contract/src/pages/mf-backoffice.json), as its build writes them into its manifest (scripts/build/webpack-app.cjs). */
declare const __DTP_ROUTES__: RemoteRoutes;

// The team's standalone page: this remote's screens on demo data, without the shell
// (?as=admin|manager); routes and labels from its rows (contract/src/pages/mf-backoffice.json, put in by its build).
// Its demo data come in the demo's own chunk (@dtp/demo), loaded by the first call.
setDemoTransportLoader(loadDemoTransport);
const root = createRoot(document.getElementById('root') as HTMLElement);
void startStandalone((node) => root.render(node), 'Back-Office', 'mf_backoffice', screens, __DTP_ROUTES__);
