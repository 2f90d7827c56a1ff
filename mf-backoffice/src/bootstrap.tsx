import { setDemoTransportLoader, type RemoteRoutes } from '@dtp/api-client';
import { loadDemoTransport } from '@dtp/demo/loader';
import { startStandalone } from '@dtp/shared-ui';
import { createRoot } from 'react-dom/client';
import routes from './routes.json';
import { screens } from './screens';

// The team's standalone page: this remote's screens on demo data, without the shell
// (?as=admin|manager); routes and labels from its routes.json.
// Its demo data come in the demo's own chunk (@dtp/demo), loaded by the first call.
setDemoTransportLoader(loadDemoTransport);
const root = createRoot(document.getElementById('root') as HTMLElement);
void startStandalone((node) => root.render(node), 'Back-Office', 'mf_backoffice', screens, routes as RemoteRoutes);
