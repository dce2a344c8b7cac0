export * from './invoice-values';
export * from './invoice';
