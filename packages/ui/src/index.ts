// Shared widgets of spec 1 §2 on Mantine and ag-grid. They render props and never fetch.
export * from './messages.js';
export * from './toast.js';
export * from './alert.js';
export * from './status-badge.js';
export * from './pager.js';
export * from './modal.js';
export * from './progress-bar.js';
export * from './tag-input.js';
export * from './color-badge-selector.js';
export * from './copy-text-input.js';
export * from './dropdown.js';
export * from './sidebar.js';
export * from './path-breadcrumbs.js';
export * from './scroll-to-top.js';
export * from './error-page.js';
export * from './data-grid/format-context.js';
export * from './data-grid/columns.js';
export * from './data-grid/locale-es.js';
// Widgets Mantine already has, as the spec names them (tabs, timeline, toggle, card, checkbox, button).
export { Tabs, Timeline, Switch as ToggleSwitch, Card, Checkbox, Button } from '@mantine/core';
