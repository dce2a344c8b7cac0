import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../render-with-ui';
import { DueBadge, StatusBadge, dueLabel } from './badges';
import { PageHeader } from './page-header';
import { EmptyState, ErrorState } from './states';

describe('DueBadge', () => {
  const today = '2025-06-01';
  it('labels overdue, due soon, fine and missing dates', () => {
    expect(dueLabel('2025-05-31', today)).toBe('Overdue');
    expect(dueLabel('2025-06-13', today)).toBe('Due in 12 days');
    expect(dueLabel('2025-06-02', today)).toBe('Due in 1 day');
    expect(dueLabel('2025-06-01', today)).toBe('Due today');
    expect(dueLabel('2025-12-01', today)).toBe('2025-12-01');
    expect(dueLabel(null, today)).toBe('Not set');
  });

  it('renders the label with its status', () => {
    renderWithUi(<DueBadge date="2025-05-01" today={today} />);
    expect(screen.getByText('Overdue')).toHaveAttribute('data-status', 'overdue');
  });
});

describe('StatusBadge', () => {
  it('shows a readable status', () => {
    renderWithUi(<StatusBadge status="in_service" labels={{}} />);
    expect(screen.getByText('In service')).toBeInTheDocument();
  });
});

describe('PageHeader', () => {
  it('shows title, breadcrumbs and actions, navigating in-app', async () => {
    const onNavigate = jest.fn();
    renderWithUi(
      <PageHeader
        title="Add truck"
        breadcrumbs={[{ label: 'Trucks', href: '/trucks' }, { label: 'Add truck' }]}
        actions={<button type="button">Save</button>}
        onNavigate={onNavigate}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Add truck' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Trucks' }));
    expect(onNavigate).toHaveBeenCalledWith('/trucks');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});

describe('ErrorState and EmptyState', () => {
  it('offers a retry after a failure', async () => {
    const onRetry = jest.fn();
    renderWithUi(<ErrorState message="Cannot reach the server" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot reach the server');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows what is missing and the next step', () => {
    renderWithUi(<EmptyState title="No trucks yet" action={<button type="button">Add truck</button>} />);
    expect(screen.getByRole('heading', { name: 'No trucks yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add truck' })).toBeInTheDocument();
  });
});
