package forest

import (
	"fmt"

	"deepwood/rules/dice"
)

// slotDef is one oracle result creation rolls: its slot name, table and
// step; fixed slots (the Enemy Culture) cannot be rerolled or chosen.
type slotDef struct {
	slot, table string
	step        Step
	fixed       bool
}

// slotDefs are creation's oracle rolls in the order they are made (seed
// ch. 2, steps 2, 3, 5 and 6). The Ally's history uses both Event Tables
// and the Forest Motivation Tables, as step 3 says.
var slotDefs = []slotDef{
	{"forest-description", TForestDescription, StepHistory, false},
	{"forest-origin", TForestOrigin, StepHistory, false},
	{"forest-verb", TForestVerb, StepHistory, false},
	{"forest-focus", TForestFocus, StepHistory, false},
	{"feature-description", TFeatureDescription, StepHistory, false},
	{"feature", TFeature, StepHistory, false},
	{"ally", TAlly, StepAlly, false},
	{"ally-event-description", TEventDescription, StepAlly, false},
	{"ally-event-type", TEventType, StepAlly, false},
	{"ally-verb", TForestVerb, StepAlly, false},
	{"ally-focus", TForestFocus, StepAlly, false},
	{"culture", TEnemyCulture, StepEnemy, true},
	{"enemy-verb", TEnemyVerb, StepEnemyHistory, false},
	{"enemy-focus", TEnemyFocus, StepEnemyHistory, false},
	{"enemy-event-description", TEventDescription, StepEnemyHistory, false},
	{"enemy-event-type", TEventType, StepEnemyHistory, false},
}

// MaxRerolls bounds the rerolls of one oracle slot and the landscape's
// redraws (T12), so a game's creation is finite.
const MaxRerolls = 3

// New starts a game on the default map. Nothing is rolled until the first
// Next: a creation wizard shows each step's results as their events arrive.
func New(d *Data, seed dice.Seed) *State {
	s, _ := NewOn(d, seed, "")
	return s
}

// NewOn starts a Tale whose landscape will be drawn on the named preset
// ("" for the default); the landscape step can still change it.
func NewOn(d *Data, seed dice.Seed, mapID string) (*State, error) {
	return NewGame(d, seed, Setup{Map: mapID})
}

// Setup is what a game is started with besides its seed: the map preset
// ("" for the default) and the level (Tale by default). A replay's header
// carries both ("map", "level"), so replaying it starts the same game.
type Setup struct {
	Map   string
	Level Level
}

// NewGame starts a game from a seed and a setup. Nothing is rolled until
// the first Next.
func NewGame(d *Data, seed dice.Seed, setup Setup) (*State, error) {
	m := d.DefaultMap()
	if setup.Map != "" {
		var ok bool
		if m, ok = d.Map(setup.Map); !ok {
			return nil, fmt.Errorf("unknown map %q", setup.Map)
		}
	}
	if setup.Level >= NumLevels {
		return nil, fmt.Errorf("unknown level %d", setup.Level)
	}
	return &State{Rules: d.Fingerprint, Seed: seed, Dice: dice.NewSet(seed),
		Public: Public{Map: m.ID, Level: setup.Level, Primary: -1, Culture: -1, Ally: -1}, data: d, grid: m.Grid}, nil
}

// stream is the named dice stream: creation and play draw from separate
// streams so a reroll in creation never changes the Years' dice.
func (t *turn) stream(name string) *dice.Stream { return t.s.Dice.Get(name) }

// create carries out one of the creation wizard's actions: accept the step,
// reroll or choose an oracle result, draw on another map, move the Primary
// Feature, or pick the starting ability.
func (t *turn) create(a Action) {
	s := t.s
	switch a.Kind {
	case ActNext:
		t.next()
	case ActReroll:
		s.Pick(a.Slot).Rerolls++
		t.setPick(a.Slot, t.stream("oracle").D12(), false)
	case ActChoose:
		t.setPick(a.Slot, a.Roll, true)
	case ActChooseMap:
		s.Map = a.Map
		s.Redraws++
		t.drawLandscape()
	case ActPlaceFeature:
		t.placeFeature(a.Hex)
	default:
		t.pickAbility(a.Ability)
	}
}

// next finishes the current creation step and rolls the next one.
func (t *turn) next() {
	s := t.s
	switch s.Step {
	case StepStart:
		t.enterStep(StepForest)
		st := t.stream("values")
		for n := range NumNatures {
			a, b := st.TwoD6()
			s.Forest[n] = a + b
			t.emit(Event{Kind: EvValueRolled, Side: Forest, Nature: n, Dice: []int{a, b}, Value: a + b,
				Potency: Potency(a + b), Total: Potency(a + b)})
		}
	case StepForest, StepHistory, StepLandscape, StepEnemy:
		t.enterStep(s.Step + 1)
		t.rollStep(s.Step)
		if s.Step == StepEnemy {
			st := t.stream("enemy-values")
			for h := range NumHarms {
				a, b := st.TwoD6()
				s.Enemy[h] = a + b
				t.emit(Event{Kind: EvValueRolled, Side: Enemy, Harm: h, Dice: []int{a, b}, Value: a + b,
					Potency: Potency(a + b), Bonus: s.EnemyPotency(h) - Potency(a+b), Total: s.EnemyPotency(h)})
			}
		}
	case StepAlly:
		t.enterStep(StepLandscape)
		t.drawLandscape()
	case StepEnemyHistory:
		t.enterStep(StepTerritory)
		t.drawTerritory()
	case StepTerritory:
		t.enterStep(StepAbility)
	case StepAbility:
		t.finishCreation()
	}
}

func (t *turn) enterStep(step Step) {
	t.s.Step = step
	t.emit(Event{Kind: EvStep, Step: step})
}

// rollStep rolls every oracle slot of the step.
func (t *turn) rollStep(step Step) {
	for _, d := range slotDefs {
		if d.step == step {
			t.s.Picks = append(t.s.Picks, Pick{Slot: d.slot, Table: d.table, Step: step})
			t.setPick(d.slot, t.stream("oracle").D12(), false)
		}
	}
}

// setPick records a slot's result, rolling two more origins on "Roll two
// origins" (rerolling 12s), and notes the Ally or culture it names.
func (t *turn) setPick(slot string, roll int, chosen bool) {
	p := t.s.Pick(slot)
	row, r := t.d.Table(p.Table).Lookup(roll)
	p.Roll, p.Chosen, p.Text, p.Extra = roll, chosen, r.Text, nil
	if slot == "forest-origin" && roll == 12 {
		for len(p.Extra) < 2 {
			if v := t.stream("oracle").D12(); v != 12 {
				p.Extra = append(p.Extra, v)
			}
		}
		tab := t.d.Table(TForestOrigin)
		_, a := tab.Lookup(p.Extra[0])
		_, b := tab.Lookup(p.Extra[1])
		p.Text = a.Text + " and " + lower(b.Text)
	}
	switch slot {
	case "ally":
		t.s.Ally = row
	case "culture":
		t.s.Culture = row
	}
	ev := Event{Kind: EvOracle, Slot: slot, Table: p.Table, Roll: roll, Text: p.Text, Dice: p.Extra}
	if chosen {
		ev.Cause = "chosen"
	}
	t.emit(ev)
}

// drawLandscape lays the terrain groups and places the Primary Feature.
func (t *turn) drawLandscape() {
	s := t.s
	m, _ := t.d.Map(s.Map)
	s.grid = m.Grid
	s.Hexes = make([]Hex, m.Grid.Len())
	t.emit(Event{Kind: EvMapDrawn, Slot: m.ID, Text: m.Name, Value: m.Grid.Len()})
	st := t.stream("map")
	groupOf, centres, rolls := landscape(m.Grid, st)
	gen := t.d.Table(THexGeneration)
	for gi, c := range centres {
		_, r := gen.Lookup(rolls[gi])
		ev := Event{Kind: EvTerrain, Roll: rolls[gi], Text: r.Text, Hex: c}
		for cell, g := range groupOf {
			if g == gi {
				s.Hexes[cell].Terrain = r.Text
				ev.Hexes = append(ev.Hexes, cell)
			}
		}
		t.emit(ev)
	}
	t.placeFeature(st.IntN(len(s.Hexes)))
}

func (t *turn) placeFeature(cell int) {
	t.s.Primary = cell
	t.emit(Event{Kind: EvPrimaryPlaced, Hex: cell, Text: t.s.FeatureName()})
}

// FeatureName is the Primary Feature as prose names it ("Enchanted Lake").
func (s *State) FeatureName() string {
	d, f := s.Pick("feature-description"), s.Pick("feature")
	if d == nil || f == nil {
		return "heart"
	}
	return d.Text + " " + f.Text
}

// drawTerritory rolls the Enemy's starting territory (seed ch. 2 step 7,
// DESIGN.md Forest 3), rerolling both dice until the origins connect.
func (t *turn) drawTerritory() {
	s := t.s
	st := t.stream("territory")
	for {
		d1, d2 := st.TwoD6()
		o1, o2 := st.IntN(len(s.Hexes)), st.IntN(len(s.Hexes))
		size := max(5, d1+d2)
		region := territory(s.grid, o1, o2, size, st)
		if region == nil || s.nearHeart(region) {
			ev := Event{Kind: EvTerritoryRerolled, Dice: []int{d1, d2}, Hexes: []int{o1, o2}, Value: size}
			if region != nil {
				ev.Cause = "heart" // T41: it would cover or border the heart
			}
			t.emit(ev)
			continue
		}
		t.emit(Event{Kind: EvOriginsRolled, Dice: []int{d1, d2}, Hexes: []int{o1, o2}, Value: size})
		s.Origins = []int{o1, o2}
		for _, c := range region {
			how := "settled"
			if c == o1 || c == o2 {
				how = "origin"
			}
			s.Hexes[c].Owner = Enemy
			s.Hexes[c].Structure = t.d.Structure(how, s.Hexes[c].Terrain)
		}
		t.emit(Event{Kind: EvTerritory, Hexes: region})
		for _, c := range region {
			how := "settled"
			if c == o1 || c == o2 {
				how = "origin"
			}
			t.emit(Event{Kind: EvHexChanged, Hex: c, Side: Enemy, Text: s.Hexes[c].Structure, Cause: how})
		}
		return
	}
}

// eligibleStart lists the Forest Abilities creation may pick: those whose
// type has a Nature Value of 5 or more (seed ch. 2 step 8).
func (s *State) eligibleStart() []string {
	var out []string
	for _, a := range s.data.Abilities {
		if s.Forest[a.Type] >= levelNeeds(1) {
			out = append(out, a.ID)
		}
	}
	return out
}

func (t *turn) pickAbility(id string) {
	a, _ := t.d.Ability(id)
	t.s.Abilities = append(t.s.Abilities, Held{ID: id, Level: 1})
	t.emit(Event{Kind: EvAbilityGained, Ability: id, Text: a.Name, Value: 1})
	t.finishCreation()
}

// finishCreation notes the Ally's level 1 (step 9), writes the history as
// the journal's first entry and begins Year 1 (step 10).
func (t *turn) finishCreation() {
	s := t.s
	s.Step = StepDone
	s.AllyLevel = 1
	ab := s.AllyAbility(1)
	t.emit(Event{Kind: EvAllyAbility, Ability: ab.ID, Text: ab.Name, Value: 1})
	s.Journal = append(s.Journal, t.historyEntry())
	t.beginYear()
}

func lower(s string) string {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return s
	}
	return string(s[0]+'a'-'A') + s[1:]
}
