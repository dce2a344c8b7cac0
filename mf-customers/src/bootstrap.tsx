import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './standalone/standalone-app';

// Standalone development only: in the product the shell mounts ./lifecycles instead.
const apiUrl = process.env.API_URL || 'http://127.0.0.1:1337';
createRoot(document.getElementById('root') as HTMLElement).render(<StandaloneApp apiUrl={apiUrl} />);
