import { startStandalone } from '@haulage/shared/area-kit';
import { financeArea } from './area';

// Standalone development only: webpack injects the area's entry of areas.json and the API URL.
startStandalone(financeArea, {
  manifest: JSON.parse(process.env.HAULAGE_AREA ?? '{"nav":[]}'),
  apiUrl: process.env.API_URL || 'http://127.0.0.1:1337',
});
