import { GraphQLError, Lexer, Source, TokenKind } from 'graphql';
import { limitExceeded } from './limit-error';

/**
 * Brackets ({ [ () a document may nest. graphql-js parses by recursive descent and its stack runs out
 * near 2,000 levels of selections here ("Maximum call stack size exceeded"); the web app's deepest
 * document nests 6. This bound keeps every recursion of parsing and validation far from the stack's
 * end; the selection depth itself has its own, lower limit (depth-rule.ts).
 */
export const MAX_NESTING = 64;

const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/**
 * Reads a document's tokens once, without building anything, and refuses it as soon as it has more
 * tokens than `maxTokens` or nests deeper than MAX_NESTING: the parser never sees such a document,
 * so neither its size nor its depth costs more than this loop. A lexical error ends the check; the
 * parser then reports it where it is.
 */
export function checkSource(source: string, maxTokens: number): void {
  const lexer = new Lexer(new Source(source));
  let tokens = 0;
  let nesting = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      tokens += 1;
      if (tokens > maxTokens) {
        throw limitExceeded(`the document has more than ${maxTokens} tokens`, {
          limit: 'tokens',
          max: maxTokens,
        });
      }
      if (OPENING.has(token.kind)) nesting += 1;
      else if (CLOSING.has(token.kind)) nesting -= 1;
      if (nesting > MAX_NESTING) {
        throw limitExceeded(`the document nests more than ${MAX_NESTING} levels deep`, {
          limit: 'nesting',
          max: MAX_NESTING,
        });
      }
    }
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === undefined) return;
    throw error;
  }
}
