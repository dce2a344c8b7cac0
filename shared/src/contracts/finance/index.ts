export * from './invoice-values';
export * from './invoice';
export * from './invoice-export';
