/** Placeholder until the screen lands. */
export const JobDetailsPage = () => <h1>JobDetailsPage</h1>;
