// Package tablestest is the tables' store suite (server/tables Store),
// run against every implementation: the one in memory, and the boards'
// database on SQLite and on PostgreSQL.
package tablestest

import (
	"context"
	"errors"
	"reflect"
	"sync"
	"testing"
	"time"

	"deepwood/rules/replay"
	"deepwood/server/tables"
	"deepwood/wire"
)

// record is a table as the hub creates one: the host at seat 0, seat 2
// open, the rest computer travelers.
func record(code string) tables.Record {
	return tables.Record{Code: code, Mode: wire.TableForsaken, Players: 4, Level: "normal", PaceMs: 500, Host: 0,
		Created: time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC),
		Seats: []tables.Seat{
			{Kind: wire.SeatHuman, Name: "Ada", TokenHash: tables.HashToken("a"), HandedAt: -1},
			{Kind: wire.SeatComputer, HandedAt: 0},
			{Kind: wire.SeatOpen, HandedAt: -1},
			{Kind: wire.SeatComputer, HandedAt: 0},
		}}
}

// entry is the suite's action i.
func entry(i int) replay.Entry {
	return replay.Entry{Tick: int64(60 * i), Check: 0xfedc0000 + uint32(i), Action: "1 pass"}
}

// Suite holds a Store to its promises. open makes an empty store; a
// second call with the same where, when where is not "", is a second
// server on the same database.
func Suite(t *testing.T, open func(t *testing.T) tables.Store) {
	ctx := context.Background()
	t.Run("keeps a table whole", func(t *testing.T) {
		s := open(t)
		r := record("ABC347")
		if err := s.Create(ctx, r); err != nil {
			t.Fatal(err)
		}
		if err := s.Create(ctx, record("ABC347")); !errors.Is(err, tables.ErrCodeTaken) {
			t.Errorf("a second table of one code: %v", err)
		}
		got, err := s.Load(ctx, "ABC347")
		if err != nil || got.Started() || got.Over || !reflect.DeepEqual(got.Seats, r.Seats) || !got.Created.Equal(r.Created) || got.PaceMs != 500 {
			t.Fatalf("read back %+v, %v", got, err)
		}
		if err := s.Append(ctx, "ABC347", 0, entry(0), false); !errors.Is(err, tables.ErrConflict) {
			t.Errorf("an action before the start: %v", err)
		}
		r.Seats[2] = tables.Seat{Kind: wire.SeatHuman, Name: "Bo", TokenHash: tables.HashToken("b"), HandedAt: -1}
		if err := s.SetSeats(ctx, "ABC347", 0, r.Seats); err != nil {
			t.Fatal(err)
		}
		if err := s.Start(ctx, "ABC347", r.Seats, "header text\n\n"); err != nil {
			t.Fatal(err)
		}
		if err := s.Start(ctx, "ABC347", r.Seats, "again\n\n"); !errors.Is(err, tables.ErrConflict) {
			t.Errorf("a second start: %v", err)
		}
		for i := range 5 {
			if err := s.Append(ctx, "ABC347", i, entry(i), false); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Append(ctx, "ABC347", 3, entry(3), false); !errors.Is(err, tables.ErrConflict) {
			t.Errorf("an action out of turn: %v", err)
		}
		if err := s.SetSeats(ctx, "ABC347", 4, r.Seats); !errors.Is(err, tables.ErrConflict) {
			t.Errorf("seats set at a count that moved on: %v", err)
		}
		r.Seats[2].Kind, r.Seats[2].HandedAt = wire.SeatComputer, 5
		if err := s.SetSeats(ctx, "ABC347", 5, r.Seats); err != nil {
			t.Fatal(err)
		}
		if err := s.Append(ctx, "ABC347", 5, entry(5), true); err != nil {
			t.Fatal(err)
		}
		if err := s.Append(ctx, "ABC347", 6, entry(6), false); !errors.Is(err, tables.ErrConflict) {
			t.Errorf("an action after the end: %v", err)
		}
		got, err = s.Load(ctx, "ABC347")
		if err != nil || !got.Over || got.Header != "header text\n\n" || !reflect.DeepEqual(got.Seats, r.Seats) || len(got.Steps) != 6 {
			t.Fatalf("read back %+v, %v", got, err)
		}
		for i, e := range got.Steps {
			if e != entry(i) {
				t.Errorf("action %d reads %+v", i, e)
			}
		}
		if _, err := s.Load(ctx, "XXXXXX"); !errors.Is(err, tables.ErrNotFound) {
			t.Errorf("an unknown table: %v", err)
		}
		if err := s.Append(ctx, "XXXXXX", 0, entry(0), false); !errors.Is(err, tables.ErrNotFound) {
			t.Errorf("an action of an unknown table: %v", err)
		}
	})
	t.Run("one writer wins each action", func(t *testing.T) {
		s := open(t)
		if err := s.Create(ctx, record("WXY346")); err != nil {
			t.Fatal(err)
		}
		if err := s.Start(ctx, "WXY346", record("").Seats, "h\n\n"); err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		won := 0
		for range 8 {
			wg.Go(func() {
				err := s.Append(ctx, "WXY346", 0, entry(0), false)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					won++
				case !errors.Is(err, tables.ErrConflict):
					t.Errorf("a losing writer: %v", err)
				}
			})
		}
		wg.Wait()
		if got, _ := s.Load(ctx, "WXY346"); won != 1 || len(got.Steps) != 1 {
			t.Errorf("%d writers won; %d actions stored", won, len(got.Steps))
		}
	})
}
