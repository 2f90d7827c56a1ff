import { useState } from 'react';
import { BrowserRouter as RouterBrowserRouter } from 'react-router';
import type { BrowserRouterProps } from 'react-router';
import { installHistoryStepGuard } from './form/history-step-guard';

/**
 * react-router's BrowserRouter, with the history-step guard installed first: during this
 * component's first render, before the router subscribes to popstate in its effect.
 */
export function BrowserRouter(props: BrowserRouterProps) {
  useState(installHistoryStepGuard);
  return <RouterBrowserRouter {...props} />;
}
