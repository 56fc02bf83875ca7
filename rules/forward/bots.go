package forward

import (
	"deepwood/rules/dice"
	"deepwood/rules/game"
)

// Bot is a scripted player. Bots see only what the API shows a player (they
// never look under face-down cards) and choose among the legal actions.
type Bot = game.Bot[*State, Action]

// bots is every bot the simulator knows, in the order help shows them. The
// random bot draws from its own stream, derived from the run seed, so it
// never shifts the run's own dice.
var bots = game.Bots[Bot]{
	game.Stateless[Bot]("greedy", Greedy{}),
	game.Random[*State, Action](),
}

// BotNames lists the bots the simulator knows, in the order help shows them.
func BotNames() []string { return bots.Names() }

// NewBot makes the named bot for a run from seed.
func NewBot(name string, seed dice.Seed) (Bot, error) { return bots.New(name, seed) }

// RandomBot picks uniformly among the legal actions: the floor any sensible
// player must beat.
type RandomBot = game.RandomBot[*State, Action]

// Greedy plays sensibly: it explores every card while its HP allows, keeps
// the key cards, gives the gifts at once, saves its best items for the
// fights that need them and leaves a location when it is hurt.
type Greedy struct{}

// Choose picks the greedy bot's action. When only one action is legal
// (most duel rounds: only Roll) every branch below would pick it, so it is
// answered before the phase switch; the check is small enough to inline
// where the simulator calls a Greedy directly.
func (g Greedy) Choose(s *State, legal []Action) Action {
	if len(legal) == 1 {
		return legal[0]
	}
	return g.choose(s, legal)
}

// choose is Choose with more than one legal action.
func (Greedy) choose(s *State, legal []Action) Action {
	d := s.Data()
	switch s.Phase {
	case PhaseTerror:
		if s.HP-d.Cards[s.Pending].Stats.Lose >= 10 {
			return TakeTerror()
		}
		return BuryTerror()
	case PhaseDiscard:
		best := legal[0]
		for _, a := range legal[1:] {
			if keepValue(d, a.Card) < keepValue(d, best.Card) {
				best = a
			}
		}
		return best
	case PhaseFight:
		return greedyFight(s, legal)
	}
	// One pass finds the first gift, the first item worth using and
	// whether leaving is allowed; gifts come first, then items. Legal
	// lists the flips first, then leaving, the items and the gifts, so the
	// pass runs from the end and stops at the first flip: the last gift
	// and item it sees are the first in the list.
	give, use, canLeave := -1, -1, false
	for i := len(legal) - 1; i >= 0; i-- {
		a := legal[i]
		switch a.Kind {
		case ActFlip, ActStart:
			i = 0 // the rest are flips too
		case ActGive:
			give = i
		case ActLeave:
			canLeave = true
		case ActUse:
			st := &d.Cards[a.Card].Stats
			if st.Heal > 0 && s.HP <= 8 && s.HP+st.Heal <= s.MaxHP() || st.Cleanse && len(s.Snares) > 0 {
				use = i
			}
		}
	}
	if give >= 0 {
		return legal[give]
	}
	if use >= 0 {
		return legal[use]
	}
	// Legal lists the flips first, so none there means nothing is eligible.
	stuck := legal[0].Kind != ActFlip && legal[0].Kind != ActStart
	if canLeave && (s.HP <= 6 || stuck) {
		return Leave()
	}
	return legal[0]
}

// greedyFight uses the Blacksap Thorn at once, Brandy against the Knight or
// the Dragon when it can afford it, the Mirror Shard to finish or against
// the Knight, and heals when low; otherwise it rolls.
func greedyFight(s *State, legal []Action) Action {
	for _, a := range legal {
		if a.Kind == ActUse && greedyUses(s, a.Card) {
			return a
		}
	}
	return Roll()
}

// greedyFightChoice is greedyFight reading the carried items directly:
// legal lists Roll, then the usable items in slot order, so the first
// usable item greedyUses wants is the same action. The simulator's duels
// use it to skip building the list every round.
func greedyFightChoice(s *State) Action {
	if len(s.Items) > 0 {
		use, off := &s.data.use, s.fightOff()
		for _, c := range s.Items {
			if u := use[c]; u&useFight != 0 && u&off == 0 && greedyUses(s, c) {
				return Use(c)
			}
		}
	}
	return Roll()
}

// greedyUses reports whether greedyFight spends the usable item c now.
func greedyUses(s *State, c CardID) bool {
	st := &s.data.Cards[c].Stats
	foe := &s.Fight.Foe
	switch {
	case st.SlayHumanoid:
		return true
	case st.FightBonus > 0 && foe.Dragon && s.HP > st.Lose+8:
		return true
	case st.TrueDamage > 0 && (foe.Mirror || blunt(s) || foe.HP <= st.TrueDamage && s.HP <= 6):
		return true
	case st.Heal > 0 && (s.HP <= 4 || foe.Mirror && s.HP+st.Heal <= s.MaxHP()):
		return true
	}
	return false
}

// blunt is true when even a Critical could not get through the foe's DEF.
// Only a true-damage item asks, so most rounds never fold the stats.
func blunt(s *State) bool {
	atk := 0 // Stats().ATK without folding the rest
	if d := s.data; d.packed {
		// The packed sum's lowest lane is the ATK (cardMods).
		sum, _, _ := addMods(&d.mods, s.Equipment, 0, 0, 0)
		sum, _, _ = addMods(&d.mods, s.Blessings, sum, 0, 0)
		sum, _, _ = addMods(&d.mods, s.Snares, sum, 0, 0)
		atk = int(int16(sum))
	} else {
		for _, ids := range [...][]CardID{s.Equipment, s.Blessings, s.Snares} {
			for _, id := range ids {
				atk += d.Cards[id].Stats.ATK
			}
		}
	}
	return 2+atk+s.Fight.Bonus-s.Fight.Foe.DEF <= 0
}

// keepValue ranks cards for keeping when a slot is full: key cards first.
func keepValue(d *Data, c CardID) int {
	st := &d.Cards[c].Stats
	switch {
	case st.Dragonbane, st.GiftPrincess:
		return 100
	case st.GiftSage:
		return 80
	case st.Phoenix > 0:
		return 50
	}
	return 3*(st.ATK+st.DEF) + st.Block + st.Heal + 2*st.TrueDamage + 3*st.FightBonus
}
