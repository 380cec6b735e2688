// The grid lives in its own entry so that screens without a list never load ag-grid.
export * from './data-grid/data-grid.js';
export * from './data-grid/columns.js';
export * from './data-grid/locale-es.js';
