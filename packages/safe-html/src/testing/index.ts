// For tests in other workspaces (the API's article route): the hostile corpus and the inertness check.
export { HOSTILE_HTML, HOSTILE_MARKDOWN } from './hostile-corpus.ts';
export { inertnessProblems } from './inert.ts';
