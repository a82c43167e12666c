import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, type SectionId } from '../../config/paths.js';

/**
 * Scrolls smoothly to a landing section, honouring the reduced-motion preference. The scroll
 * starts on the next frame, once whatever the click changed above the section (the mobile menu
 * closing inside the sticky header) is laid out; measured earlier, it would overshoot by the
 * menu's height.
 */
export const scrollToSection = (section: SectionId): boolean => {
  if (!document.getElementById(section)) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.requestAnimationFrame(() => {
    document.getElementById(section)?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  });
  return true;
};

/**
 * Anchor navigation (docs/product.md#landing-page): on / it smooth-scrolls; elsewhere it navigates to / carrying
 * `state.scrollTo`, which the landing page reads once mounted.
 */
export const useSectionLink = (): ((section: SectionId) => void) => {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (section: SectionId) => {
      if (location.pathname === paths.home && scrollToSection(section)) return;
      navigate(paths.home, { state: { scrollTo: section } });
    },
    [location.pathname, navigate],
  );
};
