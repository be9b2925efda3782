import { demoTexts } from './demoTexts';
import type { DevFaults } from './devPanelTypes';

/** The faults switched on, in a few Indonesian words; empty when none is. */
export function faultSummary(faults: DevFaults): string {
  const parts: string[] = [];
  if (faults.offline) parts.push(demoTexts.faultOffline);
  if (faults.failing.includes('all')) parts.push(demoTexts.faultFailingAll);
  else if (faults.failing.length > 0) parts.push(demoTexts.faultFailing(faults.failing.join(', ')));
  if (faults.latencyMs > 0) parts.push(demoTexts.faultLatency(faults.latencyMs));
  for (const { route, ms } of faults.routeLatency) {
    if (ms > 0) parts.push(demoTexts.faultRouteLatency(route, ms));
  }
  for (const { route, ms } of faults.lateAnswers ?? []) {
    if (ms > 0) parts.push(demoTexts.faultLateAnswer(route, ms));
  }
  return parts.join(' · ');
}
