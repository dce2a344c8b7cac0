export * from '../validators/swedish-finance';
export * from './customer';
export * from './contact';
export * from './pricing';
export * from './rating';
export * from './filter';
export * from './audit';
export * from './partial-update';
