import { followPageHeading } from './focus-page-heading';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const setup = () => {
  document.body.innerHTML = `
    <header><nav><a href="/trucks" id="nav-link">Trucks</a></nav></header>
    <main id="main-content" tabindex="-1"><div id="page"></div></main>`;
  const main = document.getElementById('main-content')!;
  const page = document.getElementById('page')!;
  document.getElementById('nav-link')!.focus();
  return { main, page };
};

describe('focus after navigation', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('moves focus from the menu to the new page heading when it arrives', async () => {
    const { main, page } = setup();
    stop = followPageHeading(main);
    page.innerHTML = '<h1>Trucks</h1>';
    await flush();
    expect(document.activeElement).toHaveTextContent('Trucks');
    expect(document.activeElement).toHaveAttribute('tabindex', '-1');
  });

  it('follows a heading that replaces the previous page’s', async () => {
    const { main, page } = setup();
    page.innerHTML = '<h1>Trucks</h1>';
    stop = followPageHeading(main);
    expect(document.activeElement).toHaveTextContent('Trucks');
    page.innerHTML = '<h1>Volvo FH16</h1>';
    await flush();
    expect(document.activeElement).toHaveTextContent('Volvo FH16');
  });

  it('leaves focus alone once the user or the page puts it inside the page', async () => {
    const { main, page } = setup();
    stop = followPageHeading(main);
    page.innerHTML = '<input aria-label="Search" />';
    page.querySelector('input')!.focus();
    page.insertAdjacentHTML('afterbegin', '<h1>Trucks</h1>');
    await flush();
    expect(document.activeElement).toHaveAttribute('aria-label', 'Search');
  });

  it('puts focus on main when the page shows no heading in time', () => {
    jest.useFakeTimers();
    const { main } = setup();
    document.getElementById('nav-link')!.remove();
    stop = followPageHeading(main, 100);
    jest.advanceTimersByTime(100);
    expect(document.activeElement).toBe(main);
  });
});
