import clsx from 'clsx';
import { Pause, Play } from 'lucide-react';
import { useState, type CSSProperties } from 'react';
import { IconButton } from '../IconButton/IconButton';
import styles from './LogoCarousel.module.css';

export interface CarouselLogo {
  /** The name the logo shows, read out instead of the image. */
  name: string;
  src: string;
}

export interface LogoCarouselProps {
  logos: CarouselLogo[];
  /** Accessible name of the carousel. */
  label: string;
  /** Seconds one full pass of the logos takes. */
  duration?: number;
  /** Width of each logo in pixels; logos are half as high as they are wide. */
  itemWidth?: number;
  className?: string;
}

/**
 * An endless row of logos sliding by. It pauses on hover and with its pause button, and stands
 * still (wrapped, all logos visible) for people who prefer reduced motion.
 */
export function LogoCarousel({ logos, label, duration = 40, itemWidth = 200, className }: LogoCarouselProps) {
  const [paused, setPaused] = useState(false);
  const style = {
    '--carousel-duration': `${duration}s`,
    '--carousel-item-width': `${itemWidth}px`,
  } as CSSProperties;

  // The second copy only closes the loop visually; assistive technology reads the first one.
  const copy = (hidden: boolean) => (
    <ul className={styles.group} aria-hidden={hidden || undefined}>
      {logos.map((logo) => (
        <li key={logo.name} className={styles.item}>
          <img
            src={logo.src}
            alt={hidden ? '' : logo.name}
            width={itemWidth}
            height={Math.round(itemWidth / 2)}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div
      className={clsx(styles.carousel, className)}
      style={style}
      role="region"
      aria-label={label}
      data-paused={paused}
    >
      <div className={styles.viewport}>
        <div className={styles.track}>
          {copy(false)}
          {copy(true)}
        </div>
      </div>
      <IconButton
        className={styles.toggle}
        variant="secondary"
        size="sm"
        label={paused ? 'Logo’s laten bewegen' : 'Logo’s stilzetten'}
        icon={paused ? <Play /> : <Pause />}
        aria-pressed={paused}
        onClick={() => setPaused((current) => !current)}
      />
    </div>
  );
}
