import "@testing-library/jest-dom";

// Radix primitives call pointer-capture and scrolling APIs that jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
