import { render, screen } from '@testing-library/react';
import { UiProvider } from '@haulage/shared/ui';
import { ProgressBar } from './progress-bar';

describe('progress bar', () => {
  it('tells a screen reader what is happening and how far it has come', () => {
    render(
      <UiProvider>
        <ProgressBar label="Reading jobs.csv" value={40} />
      </UiProvider>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Reading jobs.csv… 40%' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });
});
