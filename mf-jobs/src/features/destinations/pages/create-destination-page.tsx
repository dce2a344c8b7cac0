/** Placeholder until the screen lands. */
export const CreateDestinationPage = () => <h1>CreateDestinationPage</h1>;
