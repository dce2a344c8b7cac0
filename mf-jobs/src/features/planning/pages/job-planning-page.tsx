/** Placeholder until the screen lands. */
export const JobPlanningPage = () => <h1>JobPlanningPage</h1>;
