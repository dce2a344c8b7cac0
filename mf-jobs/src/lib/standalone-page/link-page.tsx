import type { ComponentType } from 'react';
import type { Language } from '@haulage/shared/contracts';
import { browserLanguage } from '@haulage/shared/i18n';
import { withEarlyAnswer } from './early-answer';
import { standalonePage, type StandalonePageOptions } from './standalone-page';

/** The link's token from the page address (`?token=…`); empty when there is none. */
export const tokenFromSearch = (search: string): string => new URLSearchParams(search).get('token')?.trim() ?? '';

/** What a link page is drawn with: its API, the link's token and the language to speak until the answer names one. */
export interface LinkPageProps<Api> {
  api: Api;
  token: string;
  initialLanguage: Language;
}

export type LinkPageOptions<Api> = Pick<StandalonePageOptions, 'name' | 'styles'> & {
  createApi: (apiUrl: string) => Api;
  Page: ComponentType<LinkPageProps<Api>>;
};

/**
 * A public page opened from a link that carries a token (the confirmation and the tracking links):
 * its read (`view`) asked for as the page starts, and the phone's language until the answer names
 * the reader's.
 */
export const linkPage = <Api extends { view: (token: string) => Promise<unknown> }>({
  name,
  styles,
  createApi,
  Page,
}: LinkPageOptions<Api>) =>
  standalonePage({
    name,
    styles,
    start: (props, show) => {
      const token = tokenFromSearch(window.location.search);
      const api = createApi(props.platform.apiUrl);
      show(
        <Page
          api={token ? withEarlyAnswer(api, 'view', token) : api}
          token={token}
          initialLanguage={browserLanguage(navigator.languages ?? [navigator.language])}
        />,
      );
    },
  });
