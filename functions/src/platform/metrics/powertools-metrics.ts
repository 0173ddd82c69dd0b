import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type middy from '@middy/core';
import { config } from '../config';
import { useMetricsSink } from './business-metrics';

/**
 * The business counts as CloudWatch metrics: Powertools Metrics buffers them during an invocation and
 * writes them as one Embedded Metric Format line to stdout, which CloudWatch Logs turns into metrics
 * (no API call, no permission). Loading this module plugs it in as the port's sink.
 */
let metrics: Metrics | undefined;

function powertoolsMetrics(): Metrics {
  // made on first use: the namespace is read from the configuration then, not at import
  metrics ??= new Metrics({
    namespace: config.metricsNamespace,
    serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'portal',
  });
  return metrics;
}

useMetricsSink({ add: (name, count) => powertoolsMetrics().addMetric(name, MetricUnit.Count, count) });

/**
 * Writes what the invocation counted. Only when there is something: Powertools would otherwise warn
 * about empty metrics on every read request, noise in the local logs and in CloudWatch.
 */
export function flushMetrics(): void {
  if (metrics?.hasStoredMetrics()) metrics.publishStoredMetrics();
}

/** The middy middleware that flushes the counts after the handler, whether it answered or failed. */
export function publishMetrics<E, R>(): middy.MiddlewareObj<E, R> {
  return { after: flushMetrics, onError: flushMetrics };
}
