export * from './invoice-values';
export * from './invoice';
export * from './performance';
export * from './pay';
export * from './invoice-export';
export * from './line-amount';
