-- The boards' schema, one file for both databases. SQLite and PostgreSQL
-- spell three things differently, written here as placeholders that the
-- store fills per dialect before goose reads the file (boards/schema.go):
-- in double braces: id (an identity primary key), key (a plain 64-bit
-- primary key) and bytes (a byte string). Every other integer is BIGINT, which SQLite
-- stores as its 64-bit INTEGER. The store's queries serve both.

-- +goose Up
-- players: a name is unique ignoring case (name_key is its lower case, as
-- the store computes it) and keeps the spelling it was first typed with.
CREATE TABLE players (
    id         {{id}},
    name       TEXT    NOT NULL,
    name_key   TEXT    NOT NULL UNIQUE,
    token_hash TEXT    NOT NULL,
    created_us BIGINT  NOT NULL
);

-- boards: one row per (mode, seed, category, rules), so that runs and bests
-- carry a small integer instead of four strings.
CREATE TABLE boards (
    id       {{id}},
    mode     TEXT NOT NULL,
    seed     TEXT NOT NULL,
    category TEXT NOT NULL,
    rules    TEXT NOT NULL,
    UNIQUE (mode, seed, category, rules)
);

-- runs: every verified submission, victory or not.
CREATE TABLE runs (
    id           {{id}},
    player_id    BIGINT  NOT NULL REFERENCES players (id),
    board_id     BIGINT  NOT NULL REFERENCES boards (id),
    version      TEXT    NOT NULL,
    outcome      TEXT    NOT NULL,
    igt_ms       BIGINT  NOT NULL,
    rta_ms       BIGINT  NOT NULL,
    splits       TEXT    NOT NULL, -- a JSON array of milliseconds
    actions      BIGINT  NOT NULL,
    hp_left      BIGINT  NOT NULL,
    submitted_us BIGINT  NOT NULL, -- microseconds since 1970, UTC
    replay_hash  TEXT    NOT NULL UNIQUE
);
CREATE INDEX runs_player ON runs (player_id, outcome);
CREATE INDEX runs_board ON runs (board_id);
CREATE INDEX runs_latest_victories ON runs (submitted_us DESC, id DESC) WHERE outcome = 'victory';

-- replays: the submitted bytes, apart so that reading runs never pages them in.
CREATE TABLE replays (
    run_id {{key}} REFERENCES runs (id),
    bytes  {{bytes}} NOT NULL
);

-- bests: each player's best victory on a board by each ranking, kept in the
-- transaction that adds the run. score is the ranking's value with lower
-- better (igt_ms, actions, -hp_left); a board's page is a range of
-- bests_order and a rank is 1 + the count of smaller scores.
CREATE TABLE bests (
    board_id     BIGINT  NOT NULL REFERENCES boards (id),
    ranking      TEXT    NOT NULL,
    player_id    BIGINT  NOT NULL REFERENCES players (id),
    run_id       BIGINT  NOT NULL REFERENCES runs (id),
    score        BIGINT  NOT NULL,
    submitted_us BIGINT  NOT NULL,
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
