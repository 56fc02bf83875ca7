-- Moderation (issue 37): an admin hides a run or a player with a public
-- reason; hidden rows are kept, not deleted, and every decision is
-- logged. One file for both databases, as 00001.

-- +goose Up
-- hidden_us: when a moderator hid the run or player (microseconds since
-- 1970, UTC), 0 while shown; hidden_reason: the public reason, '' then.
-- A hidden run or player has no row in bests (the store rebuilds a
-- player's bests when it hides or shows them again: boards/moderate.go),
-- so the board reads stay as they were.
ALTER TABLE runs ADD COLUMN hidden_us BIGINT NOT NULL DEFAULT 0;
ALTER TABLE runs ADD COLUMN hidden_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN hidden_us BIGINT NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN hidden_reason TEXT NOT NULL DEFAULT '';

-- moderation: the public log, one row per decision, latest the highest
-- id. action is 'hide' or 'unhide'; the target is a run (run_id, player
-- '') or a player (player as first typed, run_id 0).
CREATE TABLE moderation (
    id      {{id}},
    at_us   BIGINT NOT NULL,
    action  TEXT   NOT NULL,
    run_id  BIGINT NOT NULL,
    player  TEXT   NOT NULL,
    reason  TEXT   NOT NULL
);

-- +goose Down
DROP TABLE moderation;
ALTER TABLE players DROP COLUMN hidden_reason;
ALTER TABLE players DROP COLUMN hidden_us;
ALTER TABLE runs DROP COLUMN hidden_reason;
ALTER TABLE runs DROP COLUMN hidden_us;
