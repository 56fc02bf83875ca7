package verify

import (
	"strconv"
	"strings"
	"testing"

	"deepwood/levels"
	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/rules/replay"
)

// battleReplay records a whole battle as the battle screens keep it: the
// header's scenario (and a custom battle's armies), each action's text
// with its tick and the dice checksum. The sides are easy computer players,
// or with custom armies choose among the legal actions by a fixed rule and
// fight on rather than give up early.
func battleReplay(t testing.TB, seed, scenario string, custom *battle.Custom) (*replay.Replay, *battle.State) {
	t.Helper()
	sc, err := battle.ScenarioFor(scenario, custom)
	if err != nil {
		t.Fatal(err)
	}
	sd := dice.HashText(seed)
	s := battle.New(sc, sd)
	r := &replay.Replay{Mode: "battle", Seed: sd.Code(), Rules: levels.ModeFingerprint("battle"), Version: "0.1.0"}
	r.Set(ScenarioKey, scenario)
	r.Set(PlayersKey, "AI easy, AI easy")
	if custom != nil {
		r.Set(AttackerKey, custom.Attacker.String())
		r.Set(BudgetKey, strconv.Itoa(custom.Budget))
		for _, side := range []battle.Side{battle.Red, battle.Blue} {
			r.Set(ArmyKey(side), battle.ArmyText(custom.Armies[side]))
		}
	}
	bots := [2]*ai.AI{ai.New(ai.Easy, 1), ai.New(ai.Easy, 2)}
	for n := 0; !s.Over(); n++ {
		legal := battle.Legal(s)
		a := legal[(n*7919)%len(legal)]
		for i := 0; i < len(legal) && (a.Kind == battle.ActSurrender || a.Kind == battle.ActRetreat); i++ {
			a = legal[(n+i)%len(legal)]
		}
		if custom == nil {
			a = bots[s.Turn].Choose(battle.View(s, s.Turn), legal)
		}
		if _, err := battle.Apply(s, a); err != nil {
			t.Fatal(err)
		}
		r.Append(replay.Entry{Tick: int64(n) * 30, Check: s.Dice.Checksum(), Action: a.Text()})
	}
	return r, s
}

var customArmies = &battle.Custom{Armies: [2]battle.Army{{4, 2, 0, 0, 1, 0, 0, 2}, {0, 3, 1, 0, 0, 1, 0, 1}}, Attacker: battle.Blue, Budget: 200}

func TestVerifyBattle(t *testing.T) {
	for _, c := range []struct {
		scenario string
		custom   *battle.Custom
	}{{"open", nil}, {"ford", nil}, {"skirmish", customArmies}} {
		r, want := battleReplay(t, "verify battle "+c.scenario, c.scenario, c.custom)
		res, _, err := File("battle.replay", r.Marshal())
		if err != nil {
			t.Fatalf("%s: %v", c.scenario, err)
		}
		outcome := Victory
		if want.Result.Winner != battle.Red && want.Result.Winner != battle.Blue {
			outcome = Draw
		}
		if c.custom == nil && outcome != Victory {
			t.Errorf("%s: the computer players' battle ended in a draw; the test wants a winner to check", c.scenario)
		}
		if res.Scenario != c.scenario || res.Outcome != outcome || res.Winner != want.Result.Winner.String() ||
			res.EndedBy != want.Result.How.String() || res.Rounds != want.Round || res.Lost[0] != want.Result.Lost[0] ||
			res.Lost[1] != want.Result.Lost[1] || res.Actions != len(r.Entries) || res.Fingerprint != want.Fingerprint() {
			t.Errorf("%s: %+v; want %+v", c.scenario, res, *want.Result)
		}
		if sum := res.Summary(); !strings.Contains(sum, "scenario "+c.scenario) || !strings.Contains(sum, want.Result.How.String()) {
			t.Errorf("%s: summary %q", c.scenario, sum)
		}
	}
}

// TestVerifyBattleRefuses: a tampered battle replay is refused at its
// first bad line, with the reason.
func TestVerifyBattleRefuses(t *testing.T) {
	header := func(key string) func(r *replay.Replay) int {
		return func(r *replay.Replay) int { return HeaderLine(r, key) }
	}
	entry := func(i int) func(r *replay.Replay) int { return func(r *replay.Replay) int { return r.Line(i) } }
	for _, c := range []struct {
		name   string
		change func(r *replay.Replay)
		line   func(r *replay.Replay) int
		msg    string
	}{
		{"a checksum", func(r *replay.Replay) { r.Entries[5].Check ^= 1 }, entry(5), "checksum"},
		{"an unknown scenario", func(r *replay.Replay) { r.Set(ScenarioKey, "moon") }, header(ScenarioKey), "moon"},
		{"an army over budget", func(r *replay.Replay) { r.Set(ArmyKey(battle.Red), "300 0 0 0 0 0 0 0") }, header(ArmyKey(battle.Red)), "red army"},
		{"a short army", func(r *replay.Replay) { r.Set(ArmyKey(battle.Blue), "1 2") }, header(ArmyKey(battle.Blue)), "8 troop counts"},
		{"a budget that is no number", func(r *replay.Replay) { r.Set(BudgetKey, "lots") }, header(BudgetKey), "not a number"},
		{"a third side attacking", func(r *replay.Replay) { r.Set(AttackerKey, "green") }, header(AttackerKey), "not red or blue"},
		{"another battle's rules", func(r *replay.Replay) { r.Rules = "0123456789ab" }, func(*replay.Replay) int { return 4 }, "rules data"},
		{"an action of no kind", func(r *replay.Replay) { r.Entries[3].Action = "red dance" }, entry(3), "action kind"},
		{"an illegal action", func(r *replay.Replay) { r.Entries[0].Action = "blue surrender" }, entry(0), "illegal"},
		{"ticks going back", func(r *replay.Replay) { r.Entries[4].Tick = 1 }, entry(4), "tick"},
		{"an action after the end", func(r *replay.Replay) { r.Append(replay.Entry{Tick: 1 << 20, Action: "red fight"}) }, func(r *replay.Replay) int { return r.Line(len(r.Entries) - 1) }, "ended"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, _ := battleReplay(t, "verify battle refusals", "skirmish", customArmies)
			c.change(r)
			_, _, err := File("battle.replay", r.Marshal())
			if err == nil {
				t.Fatal("accepted")
			}
			if want := c.line(r); !strings.Contains(err.Error(), "battle.replay:"+strconv.Itoa(want)+":") {
				t.Errorf("error %q, want line %d", err, want)
			}
			if !strings.Contains(err.Error(), c.msg) {
				t.Errorf("error %q, want it to say %q", err, c.msg)
			}
		})
	}
}
