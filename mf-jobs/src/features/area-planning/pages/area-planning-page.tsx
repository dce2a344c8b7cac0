/** Placeholder until the screen lands. */
export const AreaPlanningPage = () => <h1>AreaPlanningPage</h1>;
