/** Placeholder until the screen lands. */
export const CreateAreaPage = () => <h1>CreateAreaPage</h1>;
