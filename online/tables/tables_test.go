package tables_test

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"deepwood/levels"
	"deepwood/online/tables"
	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	hub "deepwood/server/tables"
	"deepwood/wire"
)

// newServer is a server/tables hub behind an HTTP server on 127.0.0.1,
// its computer travelers acting at once.
func newServer(t *testing.T) string {
	t.Helper()
	h, err := hub.New(hub.Options{Log: slog.New(slog.NewTextHandler(io.Discard, nil)), ActionsPerSecond: -1})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv.URL
}

func testCtx(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// play plays tb's seat with a computer traveler choosing from the state
// and the log the Table keeps, reading with Next, to the end.
func play(ctx context.Context, tb *tables.Table, players int) error {
	d, err := forsaken.DefaultData()
	if err != nil {
		return err
	}
	comp := forsaken.NewComputer(d, forsaken.Normal, tb.Seat(), players, dice.Seed(5))
	seen, acted := 0, -1
	for {
		st := tb.State()
		if log := tb.Log(); len(log) > seen {
			comp.Observe(log[seen:])
			seen = len(log)
		}
		if tb.Over() {
			return nil
		}
		if st.View != nil && len(st.Legal) > 0 && st.Seq != acted {
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

// TestTableClientPlaysToTheEnd: a host creates a table through the
// client, a friend joins by its code, both chat and play to the end; the
// end's replay verifies, and a seat resumed by its token is sent its whole
// share of the log.
func TestTableClientPlaysToTheEnd(t *testing.T) {
	url, ctx := newServer(t), testCtx(t)
	host, err := tables.Create(ctx, url, wire.TableRequest{Players: 5, Open: []int{1, 3}, Level: "normal", Name: "Ada", Seat: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	if host.Seat() != 1 || host.Token() == "" || host.Link() != "/play/?table="+host.Code() {
		t.Fatalf("created seat %d, token %q, link %q", host.Seat(), host.Token(), host.Link())
	}
	friend, err := tables.Join(ctx, url, host.Code(), "Bo")
	if err != nil {
		t.Fatal(err)
	}
	if friend.Seat() != 3 || friend.Info().Seats[1].Name != "Ada" {
		t.Fatalf("joined %+v", friend.Info())
	}
	if _, err := tables.Join(ctx, url, "XXXXXX", "Cy"); err == nil || !tables.IsCode(err, wire.TableUnknown) {
		t.Errorf("a join of no table: %v", err)
	}
	if err := host.Chat(ctx, "hello Bo"); err != nil {
		t.Fatal(err)
	}
	for len(friend.ChatLines()) == 0 {
		if _, err := friend.Next(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if line := friend.ChatLines()[0]; line.Text != "hello Bo" || line.Name != "Ada" {
		t.Errorf("the friend heard %+v", line)
	}
	if err := host.Start(ctx); err != nil {
		t.Fatal(err)
	}
	errs := make([]error, 2)
	var wg sync.WaitGroup
	for i, tb := range []*tables.Table{host, friend} {
		wg.Go(func() { errs[i] = play(ctx, tb, 5) })
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	end := host.State()
	if _, _, err := verify.File("table.replay", []byte(end.Replay)); err != nil || end.Replay != friend.State().Replay {
		t.Fatalf("the end's replay: %v", err)
	}
	back, err := tables.Resume(ctx, url, host.Code(), friend.Token())
	if err != nil {
		t.Fatal(err)
	}
	defer back.Close()
	for !back.Over() {
		if _, err := back.Next(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if back.Seat() != 3 || len(back.Log()) != len(friend.Log()) || back.State().Replay != end.Replay {
		t.Errorf("the resumed seat %d has %d events (%d before)", back.Seat(), len(back.Log()), len(friend.Log()))
	}
}

// playBattle plays tb's side with the engine's AI choosing from the view
// the Table keeps (its Board on the scenario's field), reading with Next,
// to the end.
func playBattle(ctx context.Context, tb *tables.Table) error {
	general := ai.New(ai.Easy, dice.Seed(tb.Seat()+1))
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

// TestTableClientBattle: two generals at a battle table through the
// client, the host at Blue; both are sent every event of the battle, the
// same end, and its replay verifies to the winner the end names.
func TestTableClientBattle(t *testing.T) {
	url, ctx := newServer(t), testCtx(t)
	host, err := tables.Create(ctx, url, wire.TableRequest{Mode: wire.TableBattle, Players: 2, Open: []int{0, 1}, Name: "Ada", Seat: 1, Scenario: "ford"})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	friend, err := tables.Join(ctx, url, host.Code(), "Bo")
	if err != nil {
		t.Fatal(err)
	}
	defer friend.Close()
	if friend.Seat() != 0 || friend.Info().Scenario != "ford" {
		t.Fatalf("the friend sits at %d of %q", friend.Seat(), friend.Info().Scenario)
	}
	if err := host.Start(ctx); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	var ferr error
	wg.Go(func() { ferr = playBattle(ctx, friend) })
	if err := playBattle(ctx, host); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	if ferr != nil {
		t.Fatal(ferr)
	}
	a, b := host.State(), friend.State()
	if a.Replay == "" || a.Replay != b.Replay || a.Winner != b.Winner {
		t.Fatal("the generals were sent different ends")
	}
	if la, lb := host.BattleLog(), friend.BattleLog(); len(la) == 0 || len(la) != len(lb) || la[len(la)-1].Kind != battle.EvOver {
		t.Fatalf("battle logs of %d and %d events, the last not the end", len(la), len(lb))
	}
	r, err := replay.Parse("table", []byte(a.Replay))
	if err != nil {
		t.Fatal(err)
	}
	res, err := verify.Battle(levels.ModeFingerprint("battle"), "table", r)
	if err != nil || res.Winner != a.Winner {
		t.Fatalf("verify: %+v, %v; the end says %s", res, err, a.Winner)
	}
}

// TestCloseTwiceIsOnce: a table closed by the screen leaving and again by
// its lost connection's handling closes once and does not panic.
func TestCloseTwiceIsOnce(t *testing.T) {
	url := newServer(t)
	tb, err := tables.Create(testCtx(t), url, wire.TableRequest{Players: 4, Open: []int{0}, Level: "easy", Name: "Ada"})
	if err != nil {
		t.Fatal(err)
	}
	if err := tb.Close(); err != nil {
		t.Fatal(err)
	}
	if err := tb.Close(); err != nil {
		t.Fatal(err)
	}
	if tb.Alive() {
		t.Error("a closed table is alive")
	}
}
