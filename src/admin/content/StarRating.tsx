/** A testimonial's stars: that many star icons, read out as 'n out of 5 stars'. */
import { StarIcon } from './icons.tsx';

export function StarRating({ stars }: { stars: number }) {
  const count = Math.max(0, Math.min(5, Math.round(Number(stars) || 0)));
  return (
    <span className="content-stars" role="img" aria-label={`${count} out of 5 stars`}>
      {Array.from({ length: count }, (_, index) => (
        <StarIcon key={index} />
      ))}
    </span>
  );
}
