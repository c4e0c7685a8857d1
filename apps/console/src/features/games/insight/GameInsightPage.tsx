import { FunnelCard } from './FunnelCard';
import { GameFrame } from './GameTabs';
import { GiveUpCard } from './GiveUpCard';
import { PeriodControls, useInsightPeriod } from './PeriodControls';
import { PlacementsCard } from './PlacementsCard';

/** GameInsight: a game's funnel and its breakdown, where its players give up, its placements. */
export function GameInsightPage() {
  const [period, setPeriod] = useInsightPeriod();
  return (
    <GameFrame>
      {(game) => (
        <div className="space-y-6" data-testid="game-insight">
          <PeriodControls period={period} onChange={setPeriod} />
          <FunnelCard game={game.public_id} period={period} />
          <GiveUpCard game={game.public_id} period={period} />
          <PlacementsCard game={game.public_id} />
        </div>
      )}
    </GameFrame>
  );
}
