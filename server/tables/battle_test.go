package tables

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/wire"
)

// createBattle opens a battle table of scenario on c, its host at seat.
func (c *client) createBattle(scenario string, seat int) (wire.TableReply, error) {
	if err := c.send(wire.TableRequest{Type: wire.TableCreate, Mode: wire.TableBattle, Players: 2, Open: []int{0, 1},
		Name: "Host", Seat: seat, Scenario: scenario}); err != nil {
		return wire.TableReply{}, err
	}
	return c.seated()
}

// battleBot plays c's side to the end with the engine's AI at level,
// choosing from the view each state sends; stop ends it early.
func (c *client) battleBot(level ai.Level, stop func(wire.TableReply) bool) (wire.TableReply, error) {
	general := ai.New(level, dice.Seed(c.seat+7))
	var field *battle.Field
	return c.playSeat(false, nil, stop, func(r wire.TableReply) (string, bool, error) {
		if r.Battle == nil {
			return "", false, nil
		}
		if field == nil {
			sc, err := battle.LoadScenario(r.Battle.Scenario)
			if err != nil {
				return "", false, err
			}
			field = sc.Field
		}
		legal := make([]battle.Action, 0, len(r.Legal))
		for _, text := range r.Legal {
			a, err := battle.ParseAction(text)
			if err != nil {
				return "", false, fmt.Errorf("legal %q does not parse: %v", text, err)
			}
			legal = append(legal, a)
		}
		return general.Choose(r.Battle.Board(field), legal).Text(), true, nil
	})
}

// seatBattle opens a battle of scenario on h: the host at Red, a friend
// joined at Blue, started.
func seatBattle(t *testing.T, h *testHub, scenario string) (host, friend *client) {
	t.Helper()
	host, friend = mustDial(t, h), mustDial(t, h)
	if _, err := host.createBattle(scenario, 0); err != nil {
		t.Fatal(err)
	}
	if err := host.send(wire.TableRequest{Type: wire.TableStart}); err != nil {
		t.Fatal(err)
	}
	if r, err := host.await(wire.TableRefused); err != nil || r.Code != wire.TableWaiting {
		t.Fatalf("a start with Blue's seat open: %+v, %v; want refused %s", r, err, wire.TableWaiting)
	}
	if _, err := friend.join(host.code, "Friend"); err != nil {
		t.Fatal(err)
	}
	if err := host.send(wire.TableRequest{Type: wire.TableStart}); err != nil {
		t.Fatal(err)
	}
	return host, friend
}

// playBoth runs both bots to their ends (or stops) and returns their last
// messages.
func playBoth(t *testing.T, host, friend *client, stop func(wire.TableReply) bool) [2]wire.TableReply {
	t.Helper()
	type result struct {
		r   wire.TableReply
		err error
	}
	done := make(chan result, 1)
	go func() {
		r, err := friend.battleBot(ai.Easy, stop)
		done <- result{r, err}
	}()
	r0, err := host.battleBot(ai.Easy, stop)
	if err != nil {
		t.Fatal(err)
	}
	r1 := <-done
	if r1.err != nil {
		t.Fatal(r1.err)
	}
	return [2]wire.TableReply{r0, r1.r}
}

// checkOutcome holds an end message to what verify says of its replay.
func checkOutcome(t *testing.T, end wire.TableReply) verify.Result {
	t.Helper()
	if end.Type != wire.TableEnd || end.Replay == "" {
		t.Fatalf("not an end with its replay: %+v", end)
	}
	res, _, err := verify.File("table", []byte(end.Replay))
	if err != nil {
		t.Fatalf("verify: %v\n%s", err, end.Replay)
	}
	if res.Winner != end.Winner || res.EndedBy != end.WinBy || end.Battle == nil || end.Battle.Result.Winner.String() != res.Winner {
		t.Fatalf("the table says %s by %s, verify %s by %s", end.Winner, end.WinBy, res.Winner, res.EndedBy)
	}
	return res
}

// TestBattleTable plays a whole battle between two networked bots, each
// choosing with the engine's AI from the view it is sent; both are sent
// the same end, and it is the outcome verify gives for the replay.
// Every scenario is played, the ambush among them (its defender's army
// set in its formation, the attacker placing first).
func TestBattleTable(t *testing.T) {
	h := newTestHub(t, Options{})
	names := battle.ScenarioNames()
	if len(names) == 0 {
		t.Fatal("no battle scenarios")
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			host, friend := seatBattle(t, h, name)
			ends := playBoth(t, host, friend, nil)
			if ends[0].Replay != ends[1].Replay || ends[0].Winner != ends[1].Winner {
				t.Fatal("the two generals were sent different ends")
			}
			res := checkOutcome(t, ends[0])
			t.Logf("%s: %s by %s after %d rounds", name, res.Winner, res.EndedBy, res.Rounds)
			checkBattleLeaks(t, ends[0], host, friend)
		})
	}
}

// TestBattleTakeUp stops a battle midway, takes it up from the store on
// another hub, and plays it to an end verify agrees with.
func TestBattleTakeUp(t *testing.T) {
	store := NewMemStore()
	h := newTestHub(t, Options{Store: store})
	host, friend := seatBattle(t, h, "ford")
	playBoth(t, host, friend, func(r wire.TableReply) bool { return r.Seq >= 12 })
	host.ws.CloseNow()
	friend.ws.CloseNow()
	ctx, cancel := h.Hub.storeCtx()
	rec, err := store.Load(ctx, host.code)
	cancel()
	if err != nil || rec.Over || len(rec.Steps) < 12 {
		t.Fatalf("the stored battle before its take-up: %d actions, over %v, %v", len(rec.Steps), rec.Over, err)
	}
	h2 := newTestHub(t, Options{Store: store})
	var cs [2]*client
	for i, old := range []*client{host, friend} {
		c := mustDial(t, h2)
		if err := c.send(wire.TableRequest{Type: wire.TableResume, Table: old.code, Token: old.token}); err != nil {
			t.Fatal(err)
		}
		if _, err := c.seated(); err != nil {
			t.Fatal(err)
		}
		cs[i] = c
	}
	// Each resumed seat is sent its state; the bots go on from it.
	ends := playBoth(t, cs[0], cs[1], nil)
	checkOutcome(t, ends[0])
}

// TestBattleComputer: a battle table that names a level starts with one
// person, the open seat going to the computer general, who plays from its
// side's view to an end verify agrees with.
func TestBattleComputer(t *testing.T) {
	h := newTestHub(t, Options{})
	host := mustDial(t, h)
	pace := 0
	if err := host.send(wire.TableRequest{Type: wire.TableCreate, Mode: wire.TableBattle, Players: 2, Open: []int{0, 1},
		Name: "Host", Seat: 1, Scenario: "ambush", Level: "easy", PaceMs: &pace}); err != nil {
		t.Fatal(err)
	}
	if r, err := host.seated(); err != nil || r.Scenario != "ambush" || r.Level != "easy" {
		t.Fatalf("create: %+v, %v", r, err)
	}
	if err := host.send(wire.TableRequest{Type: wire.TableStart}); err != nil {
		t.Fatal(err)
	}
	end, err := host.battleBot(ai.Easy, nil)
	if err != nil {
		t.Fatal(err)
	}
	checkOutcome(t, end)
	if !strings.Contains(end.Replay, "AI easy, Human") {
		t.Fatalf("the replay does not say who commanded:\n%s", end.Replay[:200])
	}
	checkBattleLeaks(t, end, host)
}

// TestBattleRefusals: a battle's create is held to two people and a
// scenario, and a battle has no computer to hand a seat to.
func TestBattleRefusals(t *testing.T) {
	for _, m := range []wire.TableRequest{
		{Type: wire.TableCreate, Mode: wire.TableBattle, Players: 3, Open: []int{0, 1}, Name: "Host", Scenario: "ford"},
		{Type: wire.TableCreate, Mode: wire.TableBattle, Players: 2, Open: []int{0}, Name: "Host", Scenario: "ford"},
		{Type: wire.TableCreate, Mode: wire.TableBattle, Players: 2, Open: []int{0, 1}, Name: "Host", Scenario: "moon"},
		{Type: wire.TableCreate, Mode: wire.TableBattle, Players: 2, Open: []int{0, 1}, Name: "Host", Scenario: "ford", Level: "genius"},
	} {
		m.V = wire.TableVersion
		b, _ := json.Marshal(m)
		if _, err := wire.DecodeTableRequest(b); err == nil {
			t.Errorf("%s was taken", b)
		}
	}
	h := newTestHub(t, Options{})
	host, friend := seatBattle(t, h, "ford")
	friend.ws.CloseNow()
	if err := host.send(wire.TableRequest{Type: wire.TableHandOver, Seat: 1}); err != nil {
		t.Fatal(err)
	}
	if r, err := host.await(wire.TableRefused); err != nil || r.Code != wire.TableNoComputer {
		t.Fatalf("hand-over at a battle: %+v, %v", r, err)
	}
}

// checkBattleLeaks reads every message each general was sent against the
// battle replayed from the end's replay: every state's view is exactly
// battle.ViewFor at that point (so it holds no dice and not the other
// side's quick units), the seed appears nowhere before the end, and only
// the side to act is sent legal actions.
func checkBattleLeaks(t *testing.T, end wire.TableReply, cs ...*client) {
	t.Helper()
	r, err := replay.Parse("table", []byte(end.Replay))
	if err != nil {
		t.Fatal(err)
	}
	name, _ := r.Get(verify.ScenarioKey)
	custom, _, err := verify.BattleCustom(r)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := battle.ScenarioFor(name, custom)
	if err != nil {
		t.Fatal(err)
	}
	seed, err := dice.ParseSeed(r.Seed)
	if err != nil {
		t.Fatal(err)
	}
	s := battle.New(sc, seed)
	views := [2][]battle.SeatView{} // per seat, the view after each number of actions
	turns := []int{}
	for _, e := range r.Entries {
		views[0], views[1] = append(views[0], battle.ViewFor(s, 0)), append(views[1], battle.ViewFor(s, 1))
		turns = append(turns, int(s.Turn))
		a, err := battle.ParseAction(e.Action)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := battle.Apply(s, a); err != nil {
			t.Fatal(err)
		}
	}
	views[0], views[1] = append(views[0], battle.ViewFor(s, 0)), append(views[1], battle.ViewFor(s, 1))
	for _, c := range cs {
		states := 0
		for _, raw := range c.raw {
			var m wire.TableReply
			if err := json.Unmarshal(raw, &m); err != nil {
				t.Fatal(err)
			}
			if m.Type != wire.TableEnd && strings.Contains(string(raw), r.Seed) {
				t.Fatalf("seat %d was sent the seed before the end: %s", c.seat, raw)
			}
			if m.View != nil || m.Events != nil || m.DeadlineMs != 0 {
				t.Fatalf("seat %d was sent a Forsaken view, events or a countdown: %s", c.seat, raw)
			}
			if m.Type != wire.TableState && m.Type != wire.TableEnd {
				continue
			}
			states++
			if m.Battle == nil || m.Seq >= len(views[c.seat]) {
				t.Fatalf("seat %d: a state without its view, or past the end: %s", c.seat, raw)
			}
			var fields struct {
				Battle json.RawMessage `json:"battle"`
			}
			if err := json.Unmarshal(raw, &fields); err != nil {
				t.Fatal(err)
			}
			if want, _ := json.Marshal(views[c.seat][m.Seq]); !bytes.Equal(fields.Battle, want) {
				t.Fatalf("seat %d, after %d actions: sent a view that is not its ViewFor:\n%s\nwant\n%s", c.seat, m.Seq, fields.Battle, want)
			}
			for _, u := range m.Battle.Units {
				if int(u.Side) != c.seat && u.Quick {
					t.Fatalf("seat %d was shown the other side's quick unit %d", c.seat, u.ID)
				}
			}
			for _, e := range m.BattleEvents {
				if e.Kind == battle.EvQuick && len(e.Units) > 0 {
					t.Fatalf("seat %d was sent which units the other side chose quick", c.seat)
				}
			}
			if m.Type == wire.TableState && len(m.Legal) > 0 && turns[m.Seq] != c.seat {
				t.Fatalf("seat %d was sent legal actions on the other side's turn", c.seat)
			}
		}
		if states < 2 {
			t.Fatalf("seat %d was sent %d states", c.seat, states)
		}
	}
}
