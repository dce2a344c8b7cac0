export * from './platform-context';
export * from './remote-registry';
export * from './contract-version';
export * from './page-title';
export * from './document-language';
