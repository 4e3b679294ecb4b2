import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import type { PasswordWeakness } from '@liveqr/shared/contracts';
import { type PasswordOwner, passwordWeakness } from './password-weakness';

/** zxcvbn's scale: 0 too guessable, 1 very guessable, 2 somewhat guessable, 3 safely unguessable, 4 very unguessable. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordAssessment {
  score: PasswordScore;
  /** Set when the server will refuse the password; the score is 0 then. */
  weakness?: PasswordWeakness;
}

let zxcvbn: ZxcvbnFactory | undefined;

/** Built on first use: ranking the dictionaries takes a moment and a few MB. */
function estimator(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...english.dictionary },
    useLevenshteinDistance: true,
  });
  return zxcvbn;
}

/** What the strength meter shows: zxcvbn's estimate with the owner's data as known words, 0 when refused. */
export function assessPassword(password: string, owner: PasswordOwner): PasswordAssessment {
  const weakness = passwordWeakness(password, owner);
  if (weakness) return { score: 0, weakness };
  const userInputs = [owner.firstName, owner.lastName, owner.email].filter((input): input is string => !!input);
  return { score: estimator().check(password, userInputs).score };
}
