/** A public page of this area that the shell starts alone: see mf-jobs/README.md, "Pages started alone". */
export { standalonePage, type StandalonePageOptions } from './standalone-page';
export { withEarlyAnswer } from './early-answer';
export { linkPage, tokenFromSearch, type LinkPageOptions, type LinkPageProps } from './link-page';
