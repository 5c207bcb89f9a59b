/** VPN services: the words of the US page and its Canada twin. */
import type { TopicWords } from '../types';
import { BUILD_YEAR } from '../../config';

const us: TopicWords = {
  listKey: 'vpn_providers',
  title: `Best VPN Services of ${BUILD_YEAR}`,
  description:
    'Compare the best VPN services on real speed, audited no-logs policies, streaming access, device limits and the price you pay after renewal.',
  tagline:
    'Fast, audited VPNs for public Wi-Fi, privacy and streaming, ranked on speed tests and on what you pay once the intro deal ends.',
  compare: {
    title: 'Compare VPN Services',
    description: 'Select up to three VPN services to compare price, promo, rating and features side by side.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'What to Check Before You Subscribe',
      cards: [
        {
          title: 'Audited No-Logs Policy',
          body: 'A no-logs promise is only as good as its last independent audit. Look for an audit published within the past two years, plus RAM-only servers or open-source apps.',
        },
        {
          title: 'Speed and Protocols',
          body: 'Modern protocols such as WireGuard, NordLynx and Lightway keep most of your connection speed on a nearby server; OpenVPN is usually slower. Run your own speed test inside the 30-day refund window.',
        },
        {
          title: 'Renewal Price',
          body: 'The $2–5 a month headline needs a two-year prepay, and most plans renew at the standard yearly rate, often double the intro price. Note the renewal date and turn off auto-renew if you may switch.',
        },
      ],
    },
  ],
};

const canada: TopicWords = {
  listKey: 'vpn_providers_canada',
  title: 'Best VPN Services for Canadians',
  description:
    'The best VPN services for Canadians, compared on Toronto, Montreal and Vancouver server speeds, audited no-logs policies and CA$ prices.',
  tagline:
    'VPNs with fast servers in Toronto, Montreal and Vancouver, independently audited no-logs policies and prices shown in Canadian dollars.',
  compare: {
    title: 'Compare VPN Services',
    description: 'Select up to three VPN services to compare CA$ price, promo, rating and features side by side.',
  },
  sections: [
    {
      kind: 'cards',
      title: 'What Canadians Should Check',
      cards: [
        {
          title: 'Audited No-Logs Policy',
          body: 'Canada shares intelligence with the other Five Eyes countries, so what a VPN keeps matters more than where it is based. Look for a recent independent audit and RAM-only servers.',
        },
        {
          title: 'Canadian Servers',
          body: 'Servers in Toronto, Montreal and Vancouver keep latency low and most of your speed intact. They also let you reach Canadian streaming catalogues and banking sites while travelling.',
        },
        {
          title: 'Price in CA$',
          body: 'Many VPNs bill in US dollars, so the price moves with the exchange rate and most cards add a 2.5% foreign-exchange fee. Check the checkout currency and the renewal price before you prepay two years.',
        },
      ],
    },
  ],
};

export const pages: readonly TopicWords[] = [us, canada];
