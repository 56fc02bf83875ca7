package tables_test

import (
	"sync"
	"testing"
	"time"

	"deepwood/internal/tableclienttest"
	"deepwood/online/tables"
	"deepwood/rules/battle"
	"deepwood/rules/dice"
	"deepwood/rules/verify"
	"deepwood/wire"
)

// TestTableClientPlaysToTheEnd: a host creates a table through the
// client, a friend joins by its code, both chat and play to the end; the
// end's replay verifies, and a seat resumed by its token is sent its whole
// share of the log.
func TestTableClientPlaysToTheEnd(t *testing.T) {
	url, ctx := tableclienttest.Server(t), tableclienttest.Context(t, 30*time.Second)
	host, err := tables.Create(ctx, url, wire.TableRequest{Players: 5, Open: []int{1, 3}, Level: "normal", Name: "Ada", Seat: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	if host.Seat() != 1 || host.Token() == "" || host.Link() != "/play/?table="+host.Code() {
		t.Fatalf("created seat %d, token %q, link %q", host.Seat(), host.Token(), host.Link())
	}
	friend := tableclienttest.Join(t, ctx, url, host.Code(), "Bo")
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
		wg.Go(func() { errs[i] = tableclienttest.PlayForsaken(ctx, tb, 5, dice.Seed(5)) })
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

// TestTableClientBattle: two generals at a battle table through the
// client, the host at Blue; both are sent every event of the battle, the
// same end, and its replay verifies to the winner the end names.
func TestTableClientBattle(t *testing.T) {
	url, ctx := tableclienttest.Server(t), tableclienttest.Context(t, 30*time.Second)
	host := tableclienttest.BattleHost(t, ctx, url, "Ada", 1, "ford")
	friend := tableclienttest.Join(t, ctx, url, host.Code(), "Bo")
	if friend.Seat() != 0 || friend.Info().Scenario != "ford" {
		t.Fatalf("the friend sits at %d of %q", friend.Seat(), friend.Info().Scenario)
	}
	if err := host.Start(ctx); err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	var ferr error
	wg.Go(func() { ferr = tableclienttest.PlayBattle(ctx, friend, dice.Seed(friend.Seat()+1)) })
	if err := tableclienttest.PlayBattle(ctx, host, dice.Seed(host.Seat()+1)); err != nil {
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
	res, _, err := verify.File("table", []byte(a.Replay))
	if err != nil || res.Winner != a.Winner {
		t.Fatalf("verify: %+v, %v; the end says %s", res, err, a.Winner)
	}
}

// TestCloseTwiceIsOnce: a table closed by the screen leaving and again by
// its lost connection's handling closes once and does not panic.
func TestCloseTwiceIsOnce(t *testing.T) {
	url := tableclienttest.Server(t)
	tb, err := tables.Create(tableclienttest.Context(t, 30*time.Second), url, wire.TableRequest{Players: 4, Open: []int{0}, Level: "easy", Name: "Ada"})
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
