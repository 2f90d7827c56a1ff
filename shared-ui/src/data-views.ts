// '@dtp/shared-ui/data-views': read-only views of collected data (percent bar charts,
// a JSON viewer) that only the feedback screens show. A shared singleton of its own.
export { PercentBarChart } from './components/percent-bar-chart';
export type { PercentBarChartProps } from './components/percent-bar-chart';
export { JsonText, JsonViewer, formatJson, INVALID_JSON, JSON_VIEWER_MAX_HEIGHT } from './components/json-viewer';
export type { JsonTextProps, JsonViewerProps } from './components/json-viewer';
export { SHARED_UI_PACKAGE } from './shared-instance';
