import "@testing-library/jest-dom";

// Radix primitives call pointer-capture and scrolling APIs that jsdom lacks.
// (Rules tests that run in the node environment have no Element at all.)
if (typeof Element !== "undefined") {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}
