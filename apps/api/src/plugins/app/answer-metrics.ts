/** The upper bounds of the answer-time buckets, in seconds: prom-client's defaults. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface RouteAnswers {
  /** The labels of this route's series, already in Prometheus' text: `method="GET",route="/api/v1/products/"`. */
  labels: string;
  count: number;
  sumSeconds: number;
  /** Answers per bucket of DURATION_BUCKETS, not cumulated; those slower than every bound are only in `count`. */
  buckets: number[];
  byStatus: Map<number, number>;
}

/** A label value in Prometheus' text format. */
const labelValue = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

/**
 * Every answer counted by method, route pattern and status, and timed by method and route, in plain numbers, and
 * written as Prometheus' text only when scraped. prom-client's Counter and Histogram check and join the labels of
 * every answer to find its series, `labels()` children included: about 1.2 µs of the 22 µs of CPU a cached
 * catalogue answer took; here a route's series is one Map lookup.
 */
export class AnswerMetrics {
  readonly #routes = new Map<string, RouteAnswers>();

  constructor(
    private readonly countName: string,
    private readonly countHelp: string,
    private readonly durationName: string,
    private readonly durationHelp: string,
  ) {}

  record(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route}`;
    let answers = this.#routes.get(key);
    if (answers === undefined) {
      answers = {
        labels: `method="${labelValue(method)}",route="${labelValue(route)}"`,
        count: 0,
        sumSeconds: 0,
        buckets: new Array<number>(DURATION_BUCKETS.length).fill(0),
        byStatus: new Map(),
      };
      this.#routes.set(key, answers);
    }
    answers.count += 1;
    answers.sumSeconds += seconds;
    const bucket = DURATION_BUCKETS.findIndex((bound) => seconds <= bound);
    if (bucket !== -1) answers.buckets[bucket] = (answers.buckets[bucket] as number) + 1;
    answers.byStatus.set(status, (answers.byStatus.get(status) ?? 0) + 1);
  }

  /** Both metrics in Prometheus' text format (version 0.0.4), as prom-client writes a counter and a histogram. */
  text(): string {
    const counts = [`# HELP ${this.countName} ${this.countHelp}`, `# TYPE ${this.countName} counter`];
    const durations = [
      `# HELP ${this.durationName} ${this.durationHelp}`,
      `# TYPE ${this.durationName} histogram`,
    ];
    for (const answers of this.#routes.values()) {
      for (const [status, count] of answers.byStatus) {
        counts.push(`${this.countName}{${answers.labels},status_code="${status}"} ${count}`);
      }
      let cumulated = 0;
      for (const [index, bound] of DURATION_BUCKETS.entries()) {
        cumulated += answers.buckets[index] as number;
        durations.push(`${this.durationName}_bucket{le="${bound}",${answers.labels}} ${cumulated}`);
      }
      durations.push(
        `${this.durationName}_bucket{le="+Inf",${answers.labels}} ${answers.count}`,
        `${this.durationName}_sum{${answers.labels}} ${answers.sumSeconds}`,
        `${this.durationName}_count{${answers.labels}} ${answers.count}`,
      );
    }
    return `${counts.join('\n')}\n\n${durations.join('\n')}\n`;
  }
}
