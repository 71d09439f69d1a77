// The unit project's setup file loads these matchers; this makes them known to the type checker.
/// <reference types="@testing-library/jest-dom/vitest" />
