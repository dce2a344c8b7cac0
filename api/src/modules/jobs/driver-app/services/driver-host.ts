import type { Config } from '../../../../config';
import type { ServiceHost, WakePort } from '../../../../ports';
import type { CustomerNotices } from '../../../messaging/index';

/**
 * What the road app's services need of the app (STYLE.md: ports, not Fastify): the database, the
 * realtime publish the board follows, the customer's notices, the SMS outbox of sign-in links, and
 * the few settings they read. A route passes `app`; a test may pass a plain object.
 */
export interface DriverAppHost extends ServiceHost {
  /** The realtime topics' publish, after a commit (the board, the job's page follow them). */
  publish(topic: string, event: string, payload: unknown): void;
  customerNotices: CustomerNotices;
  smsOutbox: WakePort;
  config: Pick<Config, 'jwtSecret' | 'tokenTtlSeconds' | 'appUrl' | 'companyName' | 'routing' | 'uploadDir'>;
}

/** The signed-in user of a road app request, as the services read it. */
export interface SignedInUser {
  id: number | string;
  name?: string | null;
  email: string;
}
