// Size probe: pulls in the whole public entry, as the federation share does (it bundles
// shared-ui whole). Build: GALLERY_ENTRY=size webpack --mode production.
import * as ui from '../src';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<ui.UiProvider>{Object.keys(ui).length} Exporte</ui.UiProvider>);
(window as unknown as { __ui: unknown }).__ui = ui;
