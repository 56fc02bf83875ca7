-- The boards' schema for SQLite. migrations/postgres holds the same tables
-- and indexes under the same version numbers in PostgreSQL's dialect
-- (identity columns, BIGINT, BYTEA); the store's queries serve both.

-- +goose Up
-- players: a name is unique ignoring case (name_key is its lower case, as
-- the store computes it) and keeps the spelling it was first typed with.
CREATE TABLE players (
    id         INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    name_key   TEXT    NOT NULL UNIQUE,
    token_hash TEXT    NOT NULL,
    created_us INTEGER NOT NULL
);

-- boards: one row per (mode, seed, category, rules), so that runs and bests
-- carry a small integer instead of four strings.
CREATE TABLE boards (
    id       INTEGER PRIMARY KEY,
    mode     TEXT NOT NULL,
    seed     TEXT NOT NULL,
    category TEXT NOT NULL,
    rules    TEXT NOT NULL,
    UNIQUE (mode, seed, category, rules)
);

-- runs: every verified submission, victory or not.
CREATE TABLE runs (
    id           INTEGER PRIMARY KEY,
    player_id    INTEGER NOT NULL REFERENCES players (id),
    board_id     INTEGER NOT NULL REFERENCES boards (id),
    version      TEXT    NOT NULL,
    outcome      TEXT    NOT NULL,
    igt_ms       INTEGER NOT NULL,
    rta_ms       INTEGER NOT NULL,
    splits       TEXT    NOT NULL, -- a JSON array of milliseconds
    actions      INTEGER NOT NULL,
    hp_left      INTEGER NOT NULL,
    submitted_us INTEGER NOT NULL, -- microseconds since 1970, UTC
    replay_hash  TEXT    NOT NULL UNIQUE
);
CREATE INDEX runs_player ON runs (player_id, outcome);
CREATE INDEX runs_board ON runs (board_id);
CREATE INDEX runs_latest_victories ON runs (submitted_us DESC, id DESC) WHERE outcome = 'victory';

-- replays: the submitted bytes, apart so that reading runs never pages them in.
CREATE TABLE replays (
    run_id INTEGER PRIMARY KEY REFERENCES runs (id),
    bytes  BLOB    NOT NULL
);

-- bests: each player's best victory on a board by each ranking, kept in the
-- transaction that adds the run. score is the ranking's value with lower
-- better (igt_ms, actions, -hp_left); a board's page is a range of
-- bests_order and a rank is 1 + the count of smaller scores.
CREATE TABLE bests (
    board_id     INTEGER NOT NULL REFERENCES boards (id),
    ranking      TEXT    NOT NULL,
    player_id    INTEGER NOT NULL REFERENCES players (id),
    run_id       INTEGER NOT NULL REFERENCES runs (id),
    score        INTEGER NOT NULL,
    submitted_us INTEGER NOT NULL,
    PRIMARY KEY (board_id, ranking, player_id)
);
CREATE INDEX bests_order ON bests (board_id, ranking, score, submitted_us, run_id);
CREATE INDEX bests_player ON bests (player_id, ranking);

-- +goose Down
DROP TABLE bests;
DROP TABLE replays;
DROP TABLE runs;
DROP TABLE boards;
DROP TABLE players;
