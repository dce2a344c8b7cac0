import { render } from '@testing-library/react';
import { useDocumentLanguage } from './document-language';

const Page = ({ language }: { language: string }) => {
  useDocumentLanguage(language);
  return null;
};

describe('useDocumentLanguage', () => {
  it('names the page’s language on the document while it is shown, follows a change, and gives the old one back', () => {
    document.documentElement.setAttribute('lang', 'en');
    const { rerender, unmount } = render(<Page language="sv" />);
    expect(document.documentElement).toHaveAttribute('lang', 'sv');
    rerender(<Page language="en" />);
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    rerender(<Page language="sv" />);
    unmount();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });
});
