import { describe, expect, it } from 'vitest';
import { AnswerMetrics } from './answer-metrics.js';

const metrics = () => new AnswerMetrics('answers_total', 'Answers.', 'answer_seconds', 'Answer time.');

describe('AnswerMetrics', () => {
  it('writes a counter by status and a cumulative histogram by route, as Prometheus reads them', () => {
    const answers = metrics();
    answers.record('GET', '/api/v1/products/:id/', 200, 0.004);
    answers.record('GET', '/api/v1/products/:id/', 404, 0.02);
    answers.record('GET', '/api/v1/products/:id/', 200, 12);

    expect(answers.text()).toBe(
      [
        '# HELP answers_total Answers.',
        '# TYPE answers_total counter',
        'answers_total{method="GET",route="/api/v1/products/:id/",status_code="200"} 2',
        'answers_total{method="GET",route="/api/v1/products/:id/",status_code="404"} 1',
        '',
        '# HELP answer_seconds Answer time.',
        '# TYPE answer_seconds histogram',
        ...[
          ['0.005', 1],
          ['0.01', 1],
          ['0.025', 2],
          ['0.05', 2],
          ['0.1', 2],
          ['0.25', 2],
          ['0.5', 2],
          ['1', 2],
          ['2.5', 2],
          ['5', 2],
          ['10', 2],
          ['+Inf', 3],
        ].map(
          ([le, count]) =>
            `answer_seconds_bucket{le="${le}",method="GET",route="/api/v1/products/:id/"} ${count}`,
        ),
        'answer_seconds_sum{method="GET",route="/api/v1/products/:id/"} 12.024',
        'answer_seconds_count{method="GET",route="/api/v1/products/:id/"} 3',
        '',
      ].join('\n'),
    );
  });

  it('counts an answer on its bound in that bucket, and keeps routes and methods apart', () => {
    const answers = metrics();
    answers.record('GET', '/a', 200, 0.005);
    answers.record('HEAD', '/a', 200, 0.005);
    answers.record('GET', '/b', 200, 0.005);

    const text = answers.text();
    for (const labels of ['method="GET",route="/a"', 'method="HEAD",route="/a"', 'method="GET",route="/b"']) {
      expect(text).toContain(`answer_seconds_bucket{le="0.005",${labels}} 1`);
      expect(text).toContain(`answers_total{${labels},status_code="200"} 1`);
    }
  });

  it('escapes a label value as the text format asks', () => {
    const answers = metrics();
    answers.record('GET', '/say/"hi"\\\n', 200, 0.001);

    expect(answers.text()).toContain(
      'answers_total{method="GET",route="/say/\\"hi\\"\\\\\\n",status_code="200"} 1',
    );
  });
});
