-- Tables (server/tables, boards/tables.go): a table's seats and header,
-- and each action as the server took it. One file for both databases, as
-- 00001.

-- +goose Up
-- game_tables: one row per table. seats is its seats as JSON (kind, name,
-- the seat token's SHA-256, when a computer traveler took it); header is
-- the replay's header once started, '' before; steps counts its stored
-- actions, so that an action is appended only by the writer that
-- expected that count; ended is 1 once the game is over.
CREATE TABLE game_tables (
    code       TEXT   NOT NULL PRIMARY KEY,
    mode       TEXT   NOT NULL,
    players    BIGINT NOT NULL,
    level      TEXT   NOT NULL,
    pace_ms    BIGINT NOT NULL,
    host       BIGINT NOT NULL,
    seats      TEXT   NOT NULL,
    created_us BIGINT NOT NULL, -- microseconds since 1970, UTC
    header     TEXT   NOT NULL,
    steps      BIGINT NOT NULL,
    ended      BIGINT NOT NULL
);

-- game_table_steps: each action as the server took it: its replay line.
CREATE TABLE game_table_steps (
    code      TEXT   NOT NULL REFERENCES game_tables (code),
    n         BIGINT NOT NULL, -- 0 for the first action
    tick      BIGINT NOT NULL,
    check_sum BIGINT NOT NULL, -- the dice checksum after it
    action    TEXT   NOT NULL,
    PRIMARY KEY (code, n)
);

-- +goose Down
DROP TABLE game_table_steps;
DROP TABLE game_tables;
