package tables

import (
	"encoding/json"
	"testing"

	"deepwood/rules/battle"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/wire"
)

// createCustom opens a custom battle table on c (RULES B19): scenario's
// field, budget, attacker, the host at Red.
func (c *client) createCustom(scenario string, budget int, attacker string) (wire.TableReply, error) {
	if err := c.send(wire.TableRequest{Type: wire.TableCreate, Mode: wire.TableBattle, Players: 2, Open: []int{0, 1},
		Name: "Host", Seat: 0, Scenario: scenario, Budget: budget, Attacker: attacker}); err != nil {
		return wire.TableReply{}, err
	}
	return c.seated()
}

// sendArmy sends c's general's army and returns the refusal, or the
// table message that carries it back (table messages sent before it, a
// friend's join, are passed over).
func (c *client) sendArmy(a battle.Army) (wire.TableReply, error) {
	text := battle.ArmyText(a)
	if err := c.send(wire.TableRequest{Type: wire.TableArmy, Army: text}); err != nil {
		return wire.TableReply{}, err
	}
	for {
		r, err := c.recv()
		if err != nil || r.Type == wire.TableRefused || r.Type == wire.TableInfo && r.Army == text {
			return r, err
		}
	}
}

// TestBattleTableCustomArmies has each general buy an army on their own
// connection: one over the budget is refused, the start waits for both,
// neither is sent the other's army before the start, and the battle is
// fought with the armies they bought, to an end verify proves with the
// budget checked.
func TestBattleTableCustomArmies(t *testing.T) {
	h := newTestHub(t, Options{})
	host, friend := mustDial(t, h), mustDial(t, h)
	const budget = 300
	info, err := host.createCustom("ford", budget, "blue")
	if err != nil {
		t.Fatal(err)
	}
	if info.Budget != budget || info.Attacker != "blue" || info.Scenario != "ford" || info.Level != "" {
		t.Fatalf("the host's table message does not tell the custom battle: %+v", info)
	}
	if _, err := friend.join(host.code, "Friend"); err != nil {
		t.Fatal(err)
	}
	sc, err := battle.LoadScenario("ford")
	if err != nil {
		t.Fatal(err)
	}
	red, blue := sc.Armies[battle.Blue], sc.Armies[battle.Red] // each buys the other's scenario army: distinct, both under 300

	var tooDear battle.Army
	tooDear[0] = budget // every troop costs at least 1
	if r, err := friend.sendArmy(tooDear); err != nil || r.Type != wire.TableRefused || r.Code != wire.TableIllegal {
		t.Fatalf("an army over the budget: %+v, %v; want refused %s", r, err, wire.TableIllegal)
	}
	if r, err := host.sendArmy(red); err != nil || r.Type != wire.TableInfo || r.Army != battle.ArmyText(red) || !r.Seats[0].Ready || r.Seats[1].Ready {
		t.Fatalf("Red's army: %+v, %v; want the table message with Red ready and its own army", r, err)
	}
	if err := host.send(wire.TableRequest{Type: wire.TableStart}); err != nil {
		t.Fatal(err)
	}
	if r, err := host.await(wire.TableRefused); err != nil || r.Code != wire.TableWaiting {
		t.Fatalf("a start with Blue's army to come: %+v, %v; want refused %s", r, err, wire.TableWaiting)
	}
	if r, err := friend.await(wire.TableInfo); err != nil || !r.Seats[0].Ready || r.Army != "" {
		t.Fatalf("Blue's table message after Red's army: %+v, %v; want Red ready and no army of Blue's", r, err)
	}
	if r, err := friend.sendArmy(blue); err != nil || r.Type != wire.TableInfo || r.Army != battle.ArmyText(blue) {
		t.Fatalf("Blue's army: %+v, %v", r, err)
	}
	if err := host.send(wire.TableRequest{Type: wire.TableStart}); err != nil {
		t.Fatal(err)
	}
	ends := playBoth(t, host, friend, nil)
	res := checkOutcome(t, ends[0])
	r, err := replay.Parse("table", []byte(ends[0].Replay))
	if err != nil {
		t.Fatal(err)
	}
	custom, _, err := verify.BattleCustom(r)
	if err != nil || custom == nil || custom.Armies[battle.Red] != red || custom.Armies[battle.Blue] != blue || custom.Budget != budget || custom.Attacker != battle.Blue {
		t.Fatalf("the replay's custom battle: %+v, %v; want Red %v, Blue %v, budget %d, Blue attacking", custom, err, red, blue, budget)
	}
	t.Logf("custom ford: %s by %s after %d rounds", res.Winner, res.EndedBy, res.Rounds)
	checkArmiesSealed(t, host, red, blue)
	checkArmiesSealed(t, friend, blue, red)
	checkBattleLeaks(t, ends[0], host, friend)
}

// checkArmiesSealed fails if c was sent the other general's army before
// the start: in an army field, or in a state (there is none before it).
func checkArmiesSealed(t *testing.T, c *client, own, other battle.Army) {
	t.Helper()
	for _, raw := range c.raw {
		var m wire.TableReply
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		if m.Type == wire.TableState || m.Type == wire.TableEnd {
			return
		}
		if m.Army != "" && m.Army != battle.ArmyText(own) {
			t.Fatalf("seat %d was sent an army not its own before the start: %s", c.seat, raw)
		}
	}
}

// TestBattleTableArmyRefusals: no army at a scenario's battle or after
// the start; no custom battle with a computer general; an army sent again
// replaces the last and survives the server's restart.
func TestBattleTableArmyRefusals(t *testing.T) {
	store := NewMemStore()
	h := newTestHub(t, Options{Store: store})
	plain := mustDial(t, h)
	if _, err := plain.createBattle("ford", 0); err != nil {
		t.Fatal(err)
	}
	var small battle.Army
	small[0] = 10
	if r, err := plain.sendArmy(small); err != nil || r.Code != wire.TableNoArmies {
		t.Fatalf("an army at a scenario's battle: %+v, %v; want refused %s", r, err, wire.TableNoArmies)
	}
	withComputer := mustDial(t, h)
	if err := withComputer.send(wire.TableRequest{Type: wire.TableCreate, Mode: wire.TableBattle, Players: 2, Open: []int{0, 1},
		Name: "Host", Seat: 0, Scenario: "ford", Budget: 200, Attacker: "red", Level: "easy"}); err != nil {
		t.Fatal(err)
	}
	if r, err := withComputer.recv(); err != nil || r.Code != wire.TableMalformed {
		t.Fatalf("a custom battle with a computer general: %+v, %v; want refused %s", r, err, wire.TableMalformed)
	}

	host := mustDial(t, h)
	if _, err := host.createCustom("forest", 200, "red"); err != nil {
		t.Fatal(err)
	}
	if _, err := host.sendArmy(small); err != nil {
		t.Fatal(err)
	}
	small[0] = 12
	if r, err := host.sendArmy(small); err != nil || r.Army != battle.ArmyText(small) {
		t.Fatalf("an army sent again: %+v, %v; want it to replace the first", r, err)
	}
	host.ws.CloseNow()
	h2 := newTestHub(t, Options{Store: store})
	again := mustDial(t, h2)
	if err := again.send(wire.TableRequest{Type: wire.TableResume, Table: host.code, Token: host.token}); err != nil {
		t.Fatal(err)
	}
	r, err := again.seated()
	if err != nil || r.Army != battle.ArmyText(small) || r.Budget != 200 || r.Attacker != "red" || !r.Seats[0].Ready {
		t.Fatalf("the custom table taken up on another server: %+v, %v; want its budget, attacker and the host's army", r, err)
	}
}
