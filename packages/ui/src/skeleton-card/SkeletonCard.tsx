import '../theme.css';
import './SkeletonCard.css';

/** A placeholder with the box of a ProductCard, shown while products load. Hidden from assistive tech. */
export function SkeletonCard() {
  return (
    <div className="fk-SkeletonCard" aria-hidden="true">
      <div className="fk-SkeletonCard-image fk-SkeletonCard-bone" />
      <div className="fk-SkeletonCard-body">
        <div className="fk-SkeletonCard-name">
          <div className="fk-SkeletonCard-line fk-SkeletonCard-bone" />
          <div className="fk-SkeletonCard-line fk-SkeletonCard-bone" data-short="" />
        </div>
        <div className="fk-SkeletonCard-price fk-SkeletonCard-bone" />
        <div className="fk-SkeletonCard-action fk-SkeletonCard-bone" />
      </div>
    </div>
  );
}
