// The jest-dom matchers (installed for every browser project in jest.setup.dom.ts) for the type checker.
import '@testing-library/jest-dom';
