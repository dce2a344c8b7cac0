import { render } from '@testing-library/react';
import { formatPageTitle, PRODUCT_TITLE, usePageTitle } from './page-title';

const Page = ({ title }: { title?: string }) => {
  usePageTitle(title);
  return null;
};

describe('page title', () => {
  it('puts the page before the product', () => {
    expect(formatPageTitle('Trucks')).toBe('Trucks · Haulage');
    expect(formatPageTitle('  Edit Volvo FH16 ')).toBe('Edit Volvo FH16 · Haulage');
  });

  it('falls back to the product name when the page has none yet', () => {
    expect(formatPageTitle(undefined)).toBe(PRODUCT_TITLE);
    expect(formatPageTitle('   ')).toBe(PRODUCT_TITLE);
  });

  it('names the document while the page is shown and follows its changes', () => {
    const { rerender } = render(<Page title="Truck" />);
    expect(document.title).toBe('Truck · Haulage');
    rerender(<Page title="Volvo FH16" />);
    expect(document.title).toBe('Volvo FH16 · Haulage');
  });
});
