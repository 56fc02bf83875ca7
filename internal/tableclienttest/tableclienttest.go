// Package tableclienttest is the test bench of the game's table client
// (online/tables) against the real server: a server/tables hub on
// 127.0.0.1, battle tables set for a test, and seats played to the end by
// the engine's own players from what each seat is sent. The client's
// tests and both table modes' screens' tests use it, so a change to the
// hub's options or to how a seat is played is made once.
package tableclienttest

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"testing"
	"time"

	"deepwood/online/tables"
	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	hub "deepwood/server/tables"
	"deepwood/wire"
)

// Server is a server/tables hub behind an HTTP server on 127.0.0.1
// (httptest listens on loopback only), its computer travelers acting at
// once; it closes when the test ends. It returns the server's URL, as a
// player sets it.
func Server(t testing.TB) string {
	t.Helper()
	h, err := hub.New(hub.Options{Log: slog.New(slog.NewTextHandler(io.Discard, nil)), ActionsPerSecond: -1})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv.URL
}

// Context bounds a test's exchanges with the server by d: a server that
// never answers fails the test instead of hanging it.
func Context(t testing.TB, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(t.Context(), d)
	t.Cleanup(cancel)
	return ctx
}

// BattleHost creates a battle table of scenario on the server at url,
// its host name at side seat, both sides open; the host's connection
// closes when the test ends.
func BattleHost(t testing.TB, ctx context.Context, url, name string, seat int, scenario string) *tables.Table {
	t.Helper()
	host, err := tables.Create(ctx, url, wire.TableRequest{Mode: wire.TableBattle, Players: wire.TableBattlePlayers, Open: []int{0, 1}, Name: name, Seat: seat, Scenario: scenario})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = host.Close() })
	return host
}

// Join takes name's seat at the table of code on the server at url; the
// connection closes when the test ends, if nothing closed it before (a
// Table closes once).
func Join(t testing.TB, ctx context.Context, url, code, name string) *tables.Table {
	t.Helper()
	tb, err := tables.Join(ctx, url, code, name)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = tb.Close() })
	return tb
}

// PlayForsaken plays tb's seat at a table of players travelers with a
// computer traveler of seed, choosing from the state and the log the
// Table keeps, reading with Next, to the end.
func PlayForsaken(ctx context.Context, tb *tables.Table, players int, seed dice.Seed) error {
	d, err := forsaken.DefaultData()
	if err != nil {
		return err
	}
	comp := forsaken.NewComputer(d, forsaken.Normal, tb.Seat(), players, seed)
	seen, acted := 0, -1
	for {
		if log := tb.Log(); len(log) > seen {
			comp.Observe(log[seen:])
			seen = len(log)
		}
		if tb.Over() {
			return nil
		}
		if st := tb.State(); st.View != nil && len(st.Legal) > 0 && st.Seq != acted {
			legal := make([]forsaken.Action, len(st.Legal))
			for i, text := range st.Legal {
				legal[i], _ = forsaken.ParseAction(text)
			}
			acted = st.Seq
			if err := tb.Act(ctx, comp.Choose(*st.View, legal).String()); err != nil {
				return err
			}
		}
		if _, err := tb.Next(ctx); err != nil && !tables.IsCode(err, wire.TableStale) {
			return err
		}
	}
}

// PlayBattle plays tb's side with the engine's AI of seed, choosing from
// the view the Table keeps (its Board on the scenario's field), reading
// with Next, to the end.
func PlayBattle(ctx context.Context, tb *tables.Table, seed dice.Seed) error {
	general := ai.New(ai.Easy, seed)
	acted := -1
	for {
		st := tb.State()
		if tb.Over() {
			return nil
		}
		if st.Battle != nil && len(st.Legal) > 0 && st.Seq != acted {
			sc, err := battle.LoadScenario(st.Battle.Scenario)
			if err != nil {
				return err
			}
			legal := make([]battle.Action, len(st.Legal))
			for i, text := range st.Legal {
				legal[i], _ = battle.ParseAction(text)
			}
			acted = st.Seq
			if err := tb.Act(ctx, general.Choose(st.Battle.Board(sc.Field), legal).Text()); err != nil {
				return err
			}
		}
		if _, err := tb.Next(ctx); err != nil {
			return err
		}
	}
}
