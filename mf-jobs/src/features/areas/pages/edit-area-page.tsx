/** Placeholder until the screen lands. */
export const EditAreaPage = () => <h1>EditAreaPage</h1>;
