/** Placeholder until the screen lands. */
export const DestinationListPage = () => <h1>DestinationListPage</h1>;
