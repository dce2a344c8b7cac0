export * from './notification-choices';
