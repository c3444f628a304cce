import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { DocumentIllustration } from '../../../components/illustrations';

/** /blog */
export function BlogPage() {
  return (
    <EmptyState
      illustration={<DocumentIllustration />}
      title="Guides for selling your car privately"
      description="How to price, photograph and describe your car, spot scams and handle the paperwork. New articles are listed here."
      actions={[
        { to: ROUTES.myGarageCreate, label: 'Sell my car' },
        { to: '/marketing', label: 'How Revy works' },
      ]}
    />
  );
}

/** /blog/{id} */
export function BlogPostPage() {
  return (
    <EmptyState
      illustration={<DocumentIllustration />}
      title="We couldn't find this article"
      description="It may have moved or been retired. The blog lists every guide we have published."
      actions={[
        { to: ROUTES.blog, label: 'All articles' },
        { to: ROUTES.home, label: 'Home' },
      ]}
    />
  );
}
