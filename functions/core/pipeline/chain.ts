import type { APIGatewayProxyResult } from 'aws-lambda';
import type { PipelineRequest, ReachedState, Started, Step } from './state.js';

/** A step's early answer: the response, and no later step runs (a dry run's price, an idempotent replay, the end). */
export interface Answer {
  readonly answer: APIGatewayProxyResult;
}

export const answer = (response: APIGatewayProxyResult): Answer => ({ answer: response });

/**
 * One named step of the happy path: takes the stage the step before produced and returns the next stage, or an
 * answer. Error handling (refund, problem, releasing an idempotency key) is not here but in `guard` steps, which
 * read whatever stage the request reached.
 */
export interface Stage<In, Out> {
  readonly name: string;
  readonly run: (state: In) => Promise<Out | Answer> | Out | Answer;
}

const isAnswer = (value: object): value is Answer => 'answer' in value;

/**
 * The pipeline's middy chain, built in order: `step` accepts a stage only if it takes what the previous one
 * returns, so the order of steps is checked by the compiler and no step checks at run time that an earlier one
 * filled a field.
 */
export class Chain<S extends Started> {
  private constructor(readonly steps: readonly Step[]) {}

  /** Starts from the step that creates the request's first stage on `request.internal.state`. */
  static from(first: Step): Chain<Started> {
    return new Chain<Started>([first]);
  }

  step<T extends S>(stage: Stage<S, T>): Chain<T> {
    const step: Step = {
      name: stage.name,
      before: async (request: PipelineRequest) => {
        // The one bridge from middy's untyped slot: `step` only accepted this stage after the one that produced S.
        const out = await stage.run(request.internal.state as S);
        if (isAnswer(out)) return out.answer;
        request.internal.state = out as ReachedState;
        return undefined;
      },
    };
    return new Chain<T>([...this.steps, step]);
  }

  /** A step that only handles errors at this point of the chain (middy runs error handlers in reverse order). */
  guard(step: Step): Chain<S> {
    return new Chain<S>([...this.steps, step]);
  }
}
