/**
 * A prompt a program assembled from a template of named fields (`[[ ## user_query ## ]]`, the field markers of DSPy's
 * chat format, which evaluation harnesses and SDK runners send through an agent's CLI): nobody typed it.
 */
// The marker opens the prompt: a typed prompt that pastes such a template further down is still the user's.
const TEMPLATE_FIELD_RE = /^\s*\[\[ ## [\w ]{1,60} ## \]\][ \t]*(?:\r?\n|$)/;

export function isTemplatedPrompt(text: string): boolean {
  return TEMPLATE_FIELD_RE.test(text);
}

/** The parent a session names when its prompts are a program's (isTemplatedPrompt): no session, and no user. */
export const PROMPT_PROGRAM = 'program:prompt-template';

export function namesPromptProgram(parent: string): boolean {
  return parent === PROMPT_PROGRAM;
}
