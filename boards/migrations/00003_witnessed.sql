-- Witnessed boards (issue 37): a board is witnessed (live attempts, the
-- server's clock) or not (submitted replays, the runner's claim); a run
-- names its dungeon and actions, so that an edited copy of a replay is
-- the run it copies. One file for both databases, as 00001.
--
-- A witnessed board is a boards row whose category ends in ':witnessed'
-- ('daily-seed:witnessed'): boards' UNIQUE (mode, seed, category, rules)
-- then keys it apart from the claim board of the same seed, without
-- rebuilding the table (SQLite cannot drop that constraint). No replay's
-- category can hold a ':' (the server takes a-z, 0-9 and '-'), and the
-- store spells and reads it (boards/witnessed.go).

-- +goose Up
-- actions_hash: SHA-256 of mode, seed, rules and every action's text
-- (boards.ActionsHash); a run stored before this migration keeps its
-- replay_hash there, which no real actions hash equals. attempt_id: a
-- witnessed run's live attempt, '' for a submitted one. claimed_ms: a
-- witnessed run's in-game time as its runner's client counted it.
ALTER TABLE runs ADD COLUMN actions_hash TEXT NOT NULL DEFAULT '';
ALTER TABLE runs ADD COLUMN attempt_id TEXT NOT NULL DEFAULT '';
ALTER TABLE runs ADD COLUMN claimed_ms BIGINT NOT NULL DEFAULT 0;
UPDATE runs SET actions_hash = replay_hash;
-- One submitted run per dungeon and actions, whoever sends it first; a
-- witnessed run is played, not sent, so two players may play one line.
CREATE UNIQUE INDEX runs_claim_actions ON runs (actions_hash) WHERE attempt_id = '';
CREATE INDEX runs_actions ON runs (actions_hash);
-- One run per live attempt: filing it again is the same run.
CREATE UNIQUE INDEX runs_attempt ON runs (attempt_id) WHERE attempt_id <> '';

-- +goose Down
DROP INDEX runs_attempt;
DROP INDEX runs_actions;
DROP INDEX runs_claim_actions;
ALTER TABLE runs DROP COLUMN claimed_ms;
ALTER TABLE runs DROP COLUMN attempt_id;
ALTER TABLE runs DROP COLUMN actions_hash;
