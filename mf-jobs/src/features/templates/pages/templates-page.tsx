/** Placeholder until the screen lands. */
export const TemplatesPage = () => <h1>TemplatesPage</h1>;
