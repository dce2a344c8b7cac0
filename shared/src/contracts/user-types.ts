/** The kinds of signed-in user. The JWT payload's `type` is one of these. */
export const USER_TYPES = ['admin', 'dispatcher', 'finance', 'viewer', 'driver'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const USER_TYPE_LABELS: Record<UserType, string> = {
  admin: 'Administrator',
  dispatcher: 'Dispatcher',
  finance: 'Finance',
  viewer: 'Viewer',
  driver: 'Driver',
};

/** The back office's user types; a driver signs in to the road app only (`/driver`). */
export const OFFICE_USER_TYPES = ['admin', 'dispatcher', 'finance', 'viewer'] as const satisfies readonly UserType[];

export const isUserType = (value: unknown): value is UserType =>
  typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);

/** The decoded access token, as the spec's `auth.user` holds it. */
export interface TokenPayload {
  id: number;
  iat: number;
  exp: number;
  type: UserType;
}

/** The user object answered by `GET /api/users/me` (plain, not enveloped, as Strapi does). */
export interface User {
  id: number;
  documentId: string;
  email: string;
  name: string;
  type: UserType;
  /** The driver record a `driver` user is (its documentId); null for office users. */
  driver?: string | null;
  blocked: boolean;
  createdAt: string;
  updatedAt: string;
}
