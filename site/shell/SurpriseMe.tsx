/** Opens a random US topic page (SPEC section 2: one of the 25), never the page already open. */
import { US_TOPIC_PATHS } from '../routes';
import { useRouter } from '../router/RouterContext';
import { Icon } from './icons';
import { useSay } from '../../lib/i18n/say';

export function pickSurprise(current: string, random: () => number = Math.random): string {
  const choices = US_TOPIC_PATHS.filter((path) => path !== current);
  return choices[Math.floor(random() * choices.length)] ?? US_TOPIC_PATHS[0]!;
}

export function SurpriseMe({
  className = 'wy-button wy-button--ghost wy-button--small',
  onChosen,
}: {
  className?: string;
  onChosen?: () => void;
}) {
  const { location, navigate } = useRouter();
  const say = useSay();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onChosen?.();
        navigate(pickSurprise(location.path));
      }}
    >
      <Icon name="shuffle" size={18} />
      <span className="ws-surprise__label">{say('Surprise Me')}</span>
    </button>
  );
}
