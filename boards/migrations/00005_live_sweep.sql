-- The live sweep (server/live Sweeper, boards/livesweep.go): it abandons
-- attempts idle too long and files ended attempts whose run is missing on
-- their board. One file for both databases, as 00001.

-- +goose Up
-- filed: 1 once an ended attempt is a run on its witnessed board (its
-- runs.attempt_id), set in the filing's transaction; the attempts filed
-- before this migration are found by their runs.
ALTER TABLE live_attempts ADD COLUMN filed BIGINT NOT NULL DEFAULT 0;
UPDATE live_attempts SET filed = 1 WHERE EXISTS (SELECT 1 FROM runs WHERE runs.attempt_id = live_attempts.id);
-- The attempts under way, and the ended ones not filed, are few beside
-- all those kept: a sweep reads them by these indexes, in id order.
CREATE INDEX live_attempts_open ON live_attempts (id) WHERE ended = 0;
CREATE INDEX live_attempts_unfiled ON live_attempts (id) WHERE ended <> 0 AND filed = 0;

-- +goose Down
DROP INDEX live_attempts_unfiled;
DROP INDEX live_attempts_open;
ALTER TABLE live_attempts DROP COLUMN filed;
