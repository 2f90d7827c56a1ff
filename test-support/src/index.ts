// Test helpers shared across packages (dev only).
export * from './demo-session';
export * from './render-routes';
export * from './screen-manifest-tests';
export * from '../../jest.workspace-routes';
