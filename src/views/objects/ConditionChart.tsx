import './timeline-texts';
import type { ConditionPoint } from '../../../contract/timeline';
import { useI18n } from '../../i18n';
import { objectConditions } from '../../services/portal-data/timeline';
import { useData } from '../../services/portal-data/use-data';
import { DataState } from '../ui/DataState';
import { Table } from '../ui/Table';

const WIDTH = 320;
const HEIGHT = 180;
const LEFT = 28;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 28;
const SCORES = [1, 2, 3, 4, 5, 6] as const;

/** Condition 1 (excellent) at the top, 6 (very bad) at the bottom. */
const yOf = (score: number) => TOP + ((score - 1) / 5) * (HEIGHT - TOP - BOTTOM);

/** The inspections on a line by their dates; one inspection sits in the middle. */
function xsOf(points: ConditionPoint[]): number[] {
  const times = points.map((p) => Date.parse(p.at));
  const first = Math.min(...times);
  const span = Math.max(...times) - first;
  return times.map((time) =>
    span ? LEFT + ((time - first) / span) * (WIDTH - LEFT - RIGHT) : (LEFT + WIDTH - RIGHT) / 2,
  );
}

function Chart({ points }: { points: ConditionPoint[] }) {
  const { t, formatDate } = useI18n();
  const xs = xsOf(points);
  const year = { year: 'numeric' } as const;
  const scores = points.map((p) => p.condition);
  return (
    <svg
      className="condition-chart__svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby="condition-chart-title condition-chart-desc"
    >
      <title id="condition-chart-title">{t('condition.chartLabel')}</title>
      <desc id="condition-chart-desc">
        {t('condition.summary', {
          count: points.length,
          first: formatDate(points[0].at),
          last: formatDate(points[points.length - 1].at),
          latest: scores[scores.length - 1],
          worst: Math.max(...scores),
        })}
      </desc>
      {SCORES.map((score) => (
        <g key={score}>
          <line
            className="condition-chart__grid"
            x1={LEFT}
            x2={WIDTH - RIGHT}
            y1={yOf(score)}
            y2={yOf(score)}
          />
          <text className="condition-chart__axis" x={LEFT - 8} y={yOf(score) + 4} textAnchor="end">
            {score}
          </text>
        </g>
      ))}
      <polyline
        className="condition-chart__line"
        points={points.map((p, n) => `${xs[n]},${yOf(p.condition)}`).join(' ')}
      />
      {points.map((p, n) => (
        <circle
          key={p.inspectionId}
          className={`condition-chart__point condition-chart__point--${p.condition}`}
          cx={xs[n]}
          cy={yOf(p.condition)}
          r={4}
        />
      ))}
      <g>
        <text className="condition-chart__axis" x={LEFT} y={HEIGHT - 8} textAnchor="start">
          {formatDate(points[0].at, year)}
        </text>
        {points.length > 1 && (
          <text className="condition-chart__axis" x={WIDTH - RIGHT} y={HEIGHT - 8} textAnchor="end">
            {formatDate(points[points.length - 1].at, year)}
          </text>
        )}
      </g>
    </svg>
  );
}

/** The condition (NEN 2767) each inspection of the gate found: a small chart and the same numbers in a table. */
export function ConditionChart({ objectId }: { objectId: number }) {
  const { t, formatDate } = useI18n();
  const conditions = useData(objectConditions(objectId));
  return (
    <section className="condition-chart" aria-labelledby="condition-title">
      <h2 id="condition-title" className="condition-chart__title">
        {t('condition.title')}
      </h2>
      <p className="condition-chart__intro">{t('condition.intro')}</p>
      <DataState state={conditions} isEmpty={(list) => list.length === 0} empty={t('condition.empty')}>
        {(points) => (
          <div className="condition-chart__parts">
            <Chart points={points} />
            <Table
              label={t('condition.tableLabel')}
              rows={[...points].reverse()}
              rowKey={(p) => p.inspectionId}
              columns={[
                { id: 'date', label: t('condition.date'), cell: (p) => formatDate(p.at) },
                {
                  id: 'score',
                  label: t('condition.score'),
                  cell: (p) => `${p.condition} – ${t(`condition.scale.${p.condition}`)}`,
                },
              ]}
            />
          </div>
        )}
      </DataState>
    </section>
  );
}
