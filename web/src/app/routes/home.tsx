import { BecomeKooker } from '../../features/home/components/become-kooker';
import { FeaturedKookers } from '../../features/home/components/featured-kookers';
import { FinalCall } from '../../features/home/components/final-call';
import { Hero } from '../../features/home/components/hero';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { Testimonials } from '../../features/home/components/testimonials';
import { useDocumentTitle } from '../../lib/document-title';

export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <Hero />
      <FeaturedKookers />
      <HowItWorks />
      <BecomeKooker />
      <Testimonials />
      <FinalCall />
    </>
  );
}
