import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanningConflict } from '@haulage/shared/contracts';
import { Button, UiProvider } from '@haulage/shared/ui';
import { aBoardJob } from '../test/board-fixtures';
import { JobCard } from './job-card';

const workshop: PlanningConflict = { code: 'truck_unavailable', field: 'truck', message: 'Volvo FH 500 is in workshop' };
const booked: PlanningConflict = {
  code: 'driver_double_booked',
  field: 'driver',
  message: 'Anna Berg is already on job 1003 at that time',
};

const renderCard = (conflicts: PlanningConflict[], job = aBoardJob(1042)) =>
  render(
    <UiProvider>
      <JobCard job={job} conflicts={conflicts} action={<Button size="2xs">Plan</Button>} />
      <button type="button">Elsewhere</button>
    </UiProvider>,
  );

describe('job card conflicts', () => {
  it('is described by its conflicts in words, and shows them while focused', async () => {
    const user = userEvent.setup();
    renderCard([workshop, booked]);
    const card = screen.getByRole('article', { name: 'Job 1042' });
    expect(card).toHaveAccessibleDescription(`${workshop.message} ${booked.message}`);
    expect(within(card).queryByText(workshop.message)).not.toBeVisible();
    await user.tab();
    expect(within(card).getByRole('button', { name: '2 conflicts on job 1042' })).toHaveFocus();
    expect(within(card).getByText(workshop.message)).toBeVisible();
    expect(within(card).getByText(booked.message)).toBeVisible();
    await user.tab();
    expect(within(card).getByText(workshop.message)).toBeVisible();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(within(card).queryByText(workshop.message)).not.toBeVisible();
  });

  it('shows them while the pointer is over the card', async () => {
    const user = userEvent.setup();
    renderCard([workshop]);
    const card = screen.getByRole('article', { name: 'Job 1042' });
    await user.hover(card);
    expect(within(card).getByRole('tooltip')).toHaveTextContent(workshop.message);
    expect(within(card).getByRole('tooltip')).toBeVisible();
    await user.unhover(card);
    expect(within(card).queryByText(workshop.message)).not.toBeVisible();
  });

  it('has no conflict text or description without conflicts', () => {
    renderCard([]);
    const card = screen.getByRole('article', { name: 'Job 1042' });
    expect(card).not.toHaveAttribute('aria-describedby');
    expect(within(card).queryByRole('button', { name: /conflict/ })).not.toBeInTheDocument();
  });
});

describe('job card progress on the road', () => {
  it('says in words where the driver is', () => {
    renderCard([], aBoardJob(1042, { status: 'in_progress', progress: 'loaded' }));
    const card = screen.getByRole('article', { name: 'Job 1042' });
    expect(within(card).getByText('Loaded')).toBeVisible();
    expect(within(card).getByText('In progress')).toBeVisible();
  });

  it('says nothing before the first arrival', () => {
    renderCard([], aBoardJob(1042, { status: 'dispatched', progress: null }));
    const card = screen.getByRole('article', { name: 'Job 1042' });
    expect(within(card).queryByTestId('job-progress')).not.toBeInTheDocument();
  });
});
