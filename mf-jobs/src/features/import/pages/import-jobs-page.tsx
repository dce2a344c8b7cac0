/** Placeholder until the screen lands. */
export const ImportJobsPage = () => <h1>ImportJobsPage</h1>;
