/** Placeholder until the screen lands. */
export const JobListPage = () => <h1>JobListPage</h1>;
