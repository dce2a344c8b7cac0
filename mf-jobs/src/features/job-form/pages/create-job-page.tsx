/** Placeholder until the screen lands. */
export const CreateJobPage = () => <h1>CreateJobPage</h1>;
