export * from './job-values';
export * from './job';
export * from './destination';
export * from './job-operation';
export * from './user-event';
export * from './job-entry';
export * from './board';
export * from './confirmation';
