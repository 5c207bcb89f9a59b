/** Chooses the page component for the loaded content. */
import type { Provider } from '../../lib/model';
import { CategoryHub } from './CategoryHub';
import type { PageContent } from './content';
import { HomePage } from './Home';
import { NotFound } from './NotFound';
import { PartnersPage } from './Partners';
import { StaticPage } from './StaticPage';
import { TopicPage } from './topic/TopicPage';

export function Page({ content, providers }: { content: PageContent; providers?: readonly Provider[] }) {
  switch (content.kind) {
    case 'home':
      return <HomePage content={content} />;
    case 'hub':
      return <CategoryHub content={content} />;
    case 'static':
      return <StaticPage content={content} />;
    case 'partners':
      return <PartnersPage />;
    case 'topic':
      return <TopicPage topic={content.topic} providers={providers} />;
    case 'notfound':
      return <NotFound />;
  }
}
