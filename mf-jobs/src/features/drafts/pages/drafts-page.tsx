/** Placeholder until the screen lands. */
export const DraftsPage = () => <h1>DraftsPage</h1>;
