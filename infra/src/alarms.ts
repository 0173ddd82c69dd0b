import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { ComparisonOperator, TreatMissingData, type Alarm, type Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';

/**
 * The alarms that tell an operator users are seeing failures: the API answering 5xx, a function
 * failing (an uncaught error, a timeout, out of memory: the API handlers turn their own errors into
 * answers, so these are the crashes) or throttled, and the table throttling reads or writes. Each
 * sums a 5-minute period and fires on the first period over its threshold; no data is no failure.
 */
export const alarmPeriod = Duration.minutes(5);

/** 5xx answers in one period that raise the API alarm: one is a single user's bad luck, five are a fault. */
export const api5xxThreshold = 5;

function alarmOn(
  scope: Construct,
  id: string,
  metric: Metric,
  threshold: number,
  description: string,
): Alarm {
  return metric.createAlarm(scope, id, {
    alarmDescription: description,
    threshold,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
}

/** `<id>Errors` and `<id>Throttles` on one function. */
export function functionAlarms(scope: Construct, id: string, fn: IFunction, what: string): Alarm[] {
  const sum = { period: alarmPeriod, statistic: 'Sum' };
  return [
    alarmOn(
      scope,
      `${id}Errors`,
      fn.metricErrors(sum),
      1,
      `${what}: the function failed (uncaught error, timeout or out of memory); see its log group.`,
    ),
    alarmOn(
      scope,
      `${id}Throttles`,
      fn.metricThrottles(sum),
      1,
      `${what}: Lambda throttled invocations (account or function concurrency reached).`,
    ),
  ];
}

/** The API's 5xx answers (the functions' 500 and 503, API Gateway's own 502/504). */
export function api5xxAlarm(scope: Construct, api: HttpApi): Alarm {
  return alarmOn(
    scope,
    'Api5xx',
    api.metricServerError({ period: alarmPeriod, statistic: 'Sum' }),
    api5xxThreshold,
    `The portal API answered ${api5xxThreshold} or more 5xx in 5 minutes; the answers' x-request-id finds the log lines.`,
  );
}

/** Read and write throttle events of the table (its indexes included). */
export function tableThrottleAlarms(scope: Construct, table: Table): Alarm[] {
  const sum = { period: alarmPeriod, statistic: 'Sum' };
  return [
    alarmOn(
      scope,
      'TableReadThrottles',
      table.metric('ReadThrottleEvents', sum),
      1,
      'DynamoDB throttled reads of the portal table: users see slow answers or 503.',
    ),
    alarmOn(
      scope,
      'TableWriteThrottles',
      table.metric('WriteThrottleEvents', sum),
      1,
      'DynamoDB throttled writes to the portal table: users see slow answers or 503.',
    ),
  ];
}
