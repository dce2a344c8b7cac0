import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main id="main-content" tabindex="-1"><h1>Trucks</h1><button>Add truck</button></main>';
    window.history.replaceState(null, '', '/trucks');
  });

  it('is the first Tab stop and takes focus past the header to the page heading, leaving the URL alone', async () => {
    render(<SkipLink />, { container: document.body.insertBefore(document.createElement('div'), document.body.firstChild) });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Trucks' })).toHaveFocus();
    expect(window.location.href).toMatch(/\/trucks$/);
  });
});
