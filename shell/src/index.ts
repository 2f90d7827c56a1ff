import { rememberEarlyActions } from './pages/early-action';

// Before anything loads: a tap on the prerendered login page (login.html) is kept for the app.
rememberEarlyActions();
// Async boundary: shared modules are negotiated before any app code runs.
import('./bootstrap');
