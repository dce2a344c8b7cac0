/** Placeholder until the screen lands. */
export const AreaDetailsPage = () => <h1>AreaDetailsPage</h1>;
