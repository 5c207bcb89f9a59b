'use client';
/** The partner's own analytics: every event of the list, shown on the page (a real site would send them on). */
import { useState } from 'react';
import { WorthyRankedList, type Provider, type ScoringMethod } from 'worthy-widgets';

export function ReaderPicks({ providers, method }: { providers: Provider[]; method: ScoringMethod | null }) {
  const [events, setEvents] = useState<string[]>([]);
  const log = (name: string) => (detail: unknown) => setEvents((seen) => [...seen, `${name} ${JSON.stringify(detail)}`]);
  return (
    <>
      <WorthyRankedList
        category="vpn_providers"
        providers={providers}
        method={method}
        partner="next-fixture"
        onReady={log('ready')}
        onCompare={log('compare')}
        onOutbound={log('outbound')}
      />
      <ol aria-label="Events" style={{ fontSize: 12 }}>
        {events.map((event, index) => (
          <li key={index}>{event}</li>
        ))}
      </ol>
    </>
  );
}
