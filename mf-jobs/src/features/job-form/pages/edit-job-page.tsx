/** Placeholder until the screen lands. */
export const EditJobPage = () => <h1>EditJobPage</h1>;
