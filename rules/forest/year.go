package forest

// Facts is what happened in one Year, kept for the journal.
type Facts struct {
	Enemy     ClashFact `json:"enemy"`
	Forest    ClashFact `json:"forest"`
	Burst     []int     `json:"burst,omitempty"`
	Grew      []string  `json:"grew,omitempty"`
	Ability   string    `json:"ability,omitempty"` // the ability's name, when one was used
	AbilityIn Side      `json:"ability_in"`        // whose Encroachment it was used in
	Start     [2]int    `json:"start"`             // the hexes each side held as the Year began (Forest, Enemy)
	Age       int       `json:"age,omitzero"`      // the Age that began with this Year (T42), 0 when none did
}

// ClashFact is one Encroachment's outcome.
type ClashFact struct {
	Done        bool   `json:"done,omitempty"`
	Hex         int    `json:"hex"`
	Terrain     string `json:"terrain,omitempty"`
	Structure   string `json:"structure,omitempty"` // the Enemy's structure on the hex, before or after
	Harm        Harm   `json:"harm"`
	Nature      Nature `json:"nature"`
	Winner      Side   `json:"winner"`
	Tie         bool   `json:"tie,omitempty"`
	Doubles     bool   `json:"doubles,omitempty"`
	Event       string `json:"event,omitempty"` // the doubles' "Description Type"
	Second      int    `json:"second"`          // the second hex taken on doubles, -1 for none
	ForestScore int    `json:"forest_score"`
	EnemyScore  int    `json:"enemy_score"`
}

// beginYear is Phase 1 (abilities reset) and the start of Phase 2: the
// Enemy's target counted clockwise by d12 and its Nature Type by d12.
func (t *turn) beginYear() {
	s := t.s
	s.Year++
	s.Used = ""
	s.Facts = Facts{Start: [2]int{s.Count(Forest), s.Count(Enemy)}}
	t.emit(Event{Kind: EvYearBegan, Year: s.Year})
	t.emit(Event{Kind: EvAbilitiesReset, Year: s.Year})
	if r := s.Level.rules(); r.ageYears > 0 && s.Year > 1 && (s.Year-1)%r.ageYears == 0 {
		s.Facts.Age = s.Age()
		t.emit(Event{Kind: EvAge, Year: s.Year, Value: s.Age(), Bonus: s.AgeBonus()})
	}
	order := s.targetOrder()
	st := t.stream("enemy")
	roll, target, rolls := s.rollTarget(st, order)
	t.emit(Event{Kind: EvTarget, Roll: roll, Hexes: order, Hex: target, Dice: rolls})
	hr := st.D12()
	s.Clash = Clash{Attacker: Enemy, Target: target, TargetRoll: roll, Harm: HarmFromD12(hr), HarmRoll: hr}
	t.emit(Event{Kind: EvEnemyType, Roll: hr, Harm: s.Clash.Harm, Cause: "encroach"})
	s.Phase = PhaseEnemyRoll
}

// rollEnemy is the Enemy's Encroachment (2d6 + Potency) or Defence roll.
func (t *turn) rollEnemy() {
	c := &t.s.Clash
	a, b, cause := t.rollTwo(Enemy)
	table := Potency(t.s.Enemy[c.Harm])
	t.emit(Event{Kind: EvRolled, Side: Enemy, Cause: cause, Harm: c.Harm, Dice: []int{a, b},
		Potency: table, Bonus: t.s.EnemyPotency(c.Harm) - table, Total: t.s.EnemyScore(), Doubles: c.Doubles && c.Attacker == Enemy})
	if c.Attacker == Enemy {
		t.s.Phase = PhaseDefend
		return
	}
	t.afterDefence()
	t.s.Phase = PhaseResolve
}

// rollTwo rolls a side's 2d6 for the clash from its own stream, notes
// doubles when it is the attacker's roll, and says why it rolled
// ("encroach" or "defend").
func (t *turn) rollTwo(side Side) (a, b int, cause string) {
	c := &t.s.Clash
	a, b = t.stream(side.String()).TwoD6()
	if side == Enemy {
		c.EnemyDice = []int{a, b}
	} else {
		c.ForestDice = []int{a, b}
	}
	if c.Attacker != side {
		return a, b, "defend"
	}
	c.Doubles = c.Doubles || a == b
	return a, b, "encroach"
}

// rollForest is the Forest's Defence or Encroachment roll with type n.
func (t *turn) rollForest(n Nature) {
	c := &t.s.Clash
	c.Nature = n
	a, b, cause := t.rollTwo(Forest)
	t.emit(Event{Kind: EvRolled, Side: Forest, Cause: cause, Nature: n, Dice: []int{a, b},
		Potency: t.s.ForestPotency(n), Bonus: c.Bonus, Total: t.s.ForestScore(), Doubles: c.Doubles && c.Attacker == Forest})
}

// defend is the Forest's Defence in Phase 2.
func (t *turn) defend(n Nature) {
	t.rollForest(n)
	t.afterDefence()
	t.s.Phase = PhaseResolve
}

// encroach is Phase 3: the Forest's roll, then the Enemy's d12 defence type.
func (t *turn) encroach(cell int, n Nature) {
	t.s.Clash.Target = cell
	t.rollForest(n)
	t.rollEnemyType("defend")
	t.s.Phase = PhaseEnemyDefend
}

func (t *turn) rollEnemyType(cause string) {
	c := &t.s.Clash
	c.HarmRoll = t.stream("enemy").D12()
	c.Harm = HarmFromD12(c.HarmRoll)
	t.emit(Event{Kind: EvEnemyType, Roll: c.HarmRoll, Harm: c.Harm, Cause: cause})
}

// afterDefence applies a committed level-2 Ally Ability once the Defence is
// rolled: remove Nature's lowest die and the Enemy's highest (seed ch. 5).
func (t *turn) afterDefence() {
	c := &t.s.Clash
	if !c.Committed || len(c.ForestDice) != 2 || len(c.EnemyDice) != 2 {
		return
	}
	fb, eb := c.ForestDice, c.EnemyDice
	c.ForestDice = []int{max(fb[0], fb[1])}
	c.EnemyDice = []int{min(eb[0], eb[1])}
	t.emit(Event{Kind: EvDiceChanged, Side: Forest, Before: fb, Dice: c.ForestDice, Total: t.s.ForestScore(), Cause: "remove", Doubles: c.Doubles})
	t.emit(Event{Kind: EvDiceChanged, Side: Enemy, Before: eb, Dice: c.EnemyDice, Total: t.s.EnemyScore(), Cause: "remove", Doubles: c.Doubles})
}

// ForestScore is the Forest's score in the clash: its dice + Potency + the
// Forest Ability's level if used.
func (s *State) ForestScore() int {
	c := &s.Clash
	return sum(c.ForestDice) + s.ForestPotency(c.Nature) + c.Bonus
}

// EnemyScore is the Enemy's score in the clash: its dice + Potency
// (culture bonus included).
func (s *State) EnemyScore() int { return sum(s.Clash.EnemyDice) + s.EnemyPotency(s.Clash.Harm) }

func sum(d []int) int {
	t := 0
	for _, v := range d {
		t += v
	}
	return t
}

// resolve compares the scores: the Encroacher wins only by beating the
// Defender; ties go to the Defender and give no GP (seed ch. 4, DESIGN.md
// Forest 5).
func (t *turn) resolve() {
	s, c := t.s, &t.s.Clash
	f, e := s.ForestScore(), s.EnemyScore()
	winner, tie := c.Attacker.Other(), f == e
	if c.Attacker == Enemy && e > f || c.Attacker == Forest && f > e {
		winner = c.Attacker
	}
	tieV := 0
	if tie {
		tieV = 1
	}
	t.emit(Event{Kind: EvResolved, Side: winner, ForestScore: f, EnemyScore: e, Value: tieV, Doubles: c.Doubles, Cause: c.Attacker.String()})
	fact := ClashFact{Done: true, Hex: c.Target, Terrain: s.Hexes[c.Target].Terrain, Structure: s.Hexes[c.Target].Structure,
		Harm: c.Harm, Nature: c.Nature, Winner: winner, Tie: tie, Doubles: c.Doubles, Second: -1, ForestScore: f, EnemyScore: e}
	if c.Doubles {
		fact.Event = t.doublesEvent(winner, tie)
	}
	if winner == Forest && !tie {
		t.gainGP(c.Doubles)
	}
	if c.Attacker == Enemy {
		if winner == Enemy {
			t.take(c.Target, Enemy, c.Harm.String(), "encroach")
			fact.Structure = s.Hexes[c.Target].Structure
			if c.Doubles {
				if second := s.nearestValid(c.Target); second >= 0 {
					t.take(second, Enemy, c.Harm.String(), "doubles")
					fact.Second = second
				}
			}
		}
		s.Facts.Enemy = fact
		if s.Count(Forest) == 0 || s.heartTaken() {
			t.end(PhaseLost)
			return
		}
		s.Clash = Clash{Attacker: Forest}
		s.Phase = PhaseEncroach
		return
	}
	s.Facts.Forest = fact
	if winner == Forest {
		t.take(c.Target, Forest, "", "encroach")
		if s.Count(Enemy) > 0 && c.Doubles && len(s.Valid(Enemy)) > 0 {
			s.Phase = PhaseSecondHex
			return
		}
	}
	t.toGrow()
}

// takeSecond is the second hex of a Forest doubles win.
func (t *turn) takeSecond(cell int) {
	t.take(cell, Forest, "", "doubles")
	t.s.Facts.Forest.Second = cell
	t.toGrow()
}

func (t *turn) toGrow() {
	if t.s.Count(Enemy) == 0 {
		t.end(PhaseWon)
		return
	}
	t.s.Phase = PhaseGrow
}

// nearestValid is the Enemy's second hex on doubles, "as near as possible"
// (seed ch. 6): the valid Forest hex nearest the first, earlier in the
// clockwise count on a tie; -1 if there is none.
func (s *State) nearestValid(from int) int {
	best, bestD := -1, 0
	for _, c := range s.Clockwise() {
		d := s.grid.At(c).Distance(s.grid.At(from))
		if best < 0 || d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// take hands a hex to side: the Enemy builds a structure matching how it
// took the hex; the Forest erases it.
func (t *turn) take(cell int, side Side, how, cause string) {
	h := &t.s.Hexes[cell]
	h.Owner, h.Structure = side, ""
	if side == Enemy {
		h.Structure = t.d.Structure(how, h.Terrain)
	}
	t.emit(Event{Kind: EvHexChanged, Hex: cell, Side: side, Text: h.Structure, Cause: cause})
}

func (t *turn) gainGP(doubles bool) {
	n := 1
	if doubles {
		n = 2
	}
	t.s.GP += n
	t.s.GPEarned += n
	t.emit(Event{Kind: EvGP, Value: n, Total: t.s.GP, Cause: "win"})
}

// doublesEvent rolls the Event Tables for a doubles roll (seed ch. 6),
// interpreted in favour of the winner.
func (t *turn) doublesEvent(winner Side, tie bool) string {
	st := t.stream("events")
	a, b := st.D12(), st.D12()
	_, d := t.d.Table(TEventDescription).Lookup(a)
	_, ty := t.d.Table(TEventType).Lookup(b)
	text := d.Text + " " + ty.Text
	ev := Event{Kind: EvDoublesEvent, Dice: []int{a, b}, Text: text, Side: winner}
	if tie {
		ev.Cause = "both"
	}
	t.emit(ev)
	return text
}

// endYear is Phase 5: the journal entry is written and the next Year begins.
func (t *turn) endYear() {
	if l := t.s.LastYear(); l > 0 && t.s.Year >= l {
		t.end(PhaseLost)
		return
	}
	t.writeEntry()
	t.beginYear()
}

// end finishes the game, writing the last Year's entry.
func (t *turn) end(p Phase) {
	t.s.Phase = p
	t.writeEntry()
	if p == PhaseWon {
		t.emit(Event{Kind: EvWon, Year: t.s.Year})
		return
	}
	ev := Event{Kind: EvLost, Year: t.s.Year}
	if c := t.s.LossCause(); c != LossHexes {
		ev.Cause, ev.Hex = string(c), t.s.Heart()
	}
	t.emit(ev)
}
