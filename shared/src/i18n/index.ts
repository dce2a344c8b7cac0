export { createTranslator, translatorsOf, type Catalogue, type Messages, type Translate } from './translator';
export { formatsFor, type Formats } from './formats';
export { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_LABELS, contactLanguage, isLanguage, type Language } from '../contracts/languages';
export { cmrCatalogue } from './catalogues/cmr';
export { confirmationCatalogue } from './catalogues/confirmation';
export { invoiceCatalogue } from './catalogues/invoice';
export { notificationsCatalogue } from './catalogues/notifications';
export { trackingCatalogue } from './catalogues/tracking';
export { createPlainTranslator, type PlainTranslate } from './plain-translator';
