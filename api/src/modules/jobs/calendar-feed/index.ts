import './db/tables';

export { calendarFeedMigrations } from './db/migrations';
export { feedRoutes } from './routes/feed-routes';
