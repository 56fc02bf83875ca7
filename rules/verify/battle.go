package verify

import (
	"fmt"
	"strconv"

	"deepwood/rules/battle"
	"deepwood/rules/dice"
	"deepwood/rules/quote"
	"deepwood/rules/replay"
)

// Battle header keys: the scenario always; a custom battle adds its
// attacker, budget and both armies (RULES B6). Who commanded each side is
// written for people ("players Human, AI hard") and changes nothing: the
// computer's choices are in the replay's actions like anyone's.
const (
	ScenarioKey = "scenario"
	AttackerKey = "attacker"
	BudgetKey   = "budget"
	PlayersKey  = "players"
)

// ArmyKey is the header key of a custom battle's army for side.
func ArmyKey(side battle.Side) string { return "army-" + side.String() }

// Battle re-runs a Mass Combat replay: the header's scenario (or custom
// armies) and seed start the battle, every action is applied through the
// same Apply with its dice checksum checked and the invariants held, and
// the result is the winner, how the battle ended, its rounds and each
// side's losses. rules is this build's battle data fingerprint. Like a
// Forest, a battle is not ranked by time: its ticks are only checked to be
// in range and in order.
func Battle(rules, name string, r *replay.Replay) (Result, error) {
	return verifyUntimed(name, r, "battle", rules, replay.MaxAnyLines, func(res *Result, seed dice.Seed) (untimedGame, *headerError) {
		sc, herr := battleScenario(r)
		if herr != nil {
			return untimedGame{}, herr
		}
		res.Scenario = sc.Name
		s := battle.New(sc, seed)
		apply := func(a battle.Action) error { _, err := battle.Apply(s, a); return err }
		broken := func() []string { return s.Invariants(sc.Armies) }
		return untimedGame{s.Over, stepper(battle.ParseAction, apply, broken, s.Dice.Checksum), func(res *Result) {
			res.Outcome, res.Rounds = Incomplete, s.Round
			if s.Result != nil {
				res.Outcome, res.Winner, res.EndedBy = Victory, s.Result.Winner.String(), s.Result.How.String()
				if s.Result.Winner != battle.Red && s.Result.Winner != battle.Blue {
					res.Outcome = Draw
				}
				res.Lost = s.Result.Lost[:]
			}
			res.Fingerprint = s.Fingerprint()
		}}, nil
	})
}

// battleScenario builds the battle the header names: a scenario, and for a
// custom battle the armies, attacker and budget, checked as the set-up
// screen checks them (RULES M29, M33).
func battleScenario(r *replay.Replay) (*battle.Scenario, *headerError) {
	name, _ := r.Get(ScenarioKey)
	sc, err := battle.ScenarioFor(name, nil)
	if err != nil {
		return nil, &headerError{HeaderLine(r, ScenarioKey), err.Error()}
	}
	c, line, err := BattleCustom(r)
	if err != nil {
		return nil, &headerError{line, err.Error()}
	}
	if c == nil {
		return sc, nil
	}
	if err := battle.CheckBudget(c.Budget); err != nil {
		return nil, &headerError{HeaderLine(r, BudgetKey), err.Error()}
	}
	for _, side := range []battle.Side{battle.Red, battle.Blue} {
		if err := c.Armies[side].Check(c.Budget); err != nil {
			return nil, &headerError{HeaderLine(r, ArmyKey(side)), fmt.Sprintf("%s army: %v", side, err)}
		}
	}
	sc, _ = battle.ScenarioFor(name, c)
	return sc, nil
}

// BattleCustom reads a custom battle's header lines (attacker, budget, both
// armies), nil for a scenario's own battle. It checks their shape and
// names the line at fault; whether the armies fit the budget is the
// caller's check (battle.CheckBudget, Army.Check), as the set-up screen's.
func BattleCustom(r *replay.Replay) (*battle.Custom, int, error) {
	att, custom := r.Get(AttackerKey)
	if !custom {
		return nil, 0, nil
	}
	c := &battle.Custom{}
	side, ok := battle.ParseSide(att)
	if !ok {
		return nil, HeaderLine(r, AttackerKey), fmt.Errorf("attacker %s is not red or blue", quote.Short(att))
	}
	c.Attacker = side
	budget, _ := r.Get(BudgetKey)
	n, err := strconv.Atoi(budget)
	if err != nil || strconv.Itoa(n) != budget {
		return nil, HeaderLine(r, BudgetKey), fmt.Errorf("budget %s is not a number", quote.Short(budget))
	}
	c.Budget = n
	for _, side := range []battle.Side{battle.Red, battle.Blue} {
		text, _ := r.Get(ArmyKey(side))
		if c.Armies[side], err = battle.ParseArmy(text); err != nil {
			return nil, HeaderLine(r, ArmyKey(side)), fmt.Errorf("%s (%s army): %v", ArmyKey(side), side, err)
		}
	}
	return c, 0, nil
}
