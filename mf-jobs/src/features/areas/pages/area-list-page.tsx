/** Placeholder until the screen lands. */
export const AreaListPage = () => <h1>AreaListPage</h1>;
