package forest

import (
	"fmt"
	"slices"
)

// Threat is everything a screen needs to show every way the Forest can
// lose before it happens (RULES.md T45): the heart and how far the Enemy
// is from it, the Age and when the next begins, the tale's last Year,
// whether the heart is at stake in the Encroachment under way, and the
// warning the Year before. It is computed from the state alone, by the
// rules the engine applies.
type Threat struct {
	Level Level `json:"level"`
	// Heart is the heart's cell (-1 on Tale); HeartLabel names it as the
	// map's margins do ("C4").
	Heart      int    `json:"heart"`
	HeartLabel string `json:"heart_label,omitempty"`
	// Reach is the hex distance from the heart to the nearest Enemy hex:
	// 1 when the heart borders the Enemy, 0 on Tale or once it is taken.
	Reach int `json:"reach"`
	// Age is the Enemy's Age, from 1 (0 on Tale); AgeBonus what the Ages
	// add to its Potency in every type; NextAge the Year the next begins.
	Age      int `json:"age,omitempty"`
	AgeBonus int `json:"age_bonus,omitempty"`
	NextAge  int `json:"next_age,omitempty"`
	// Year is the current Year; LastYear the tale's last (0 on Tale).
	Year     int `json:"year"`
	LastYear int `json:"last_year,omitempty"`
	// Target: the Enemy's target this Year is the heart. OnDoubles: the
	// heart would be the second hex of an Enemy doubles win this Year.
	// Both are known from the Year's start (T34) until the Enemy's
	// Encroachment is resolved.
	Target    bool `json:"target,omitempty"`
	OnDoubles bool `json:"on_doubles,omitempty"`
	// NextYear is the warning: the Forest can lose in the next Year (the
	// heart is within 2 hexes of the Enemy, the next Year is the tale's
	// last, or on Tale it holds 2 hexes or fewer). Set from the Forest's
	// Encroachment to the end of the Year, when the next Year's danger is
	// settled but for the player's own moves.
	NextYear bool `json:"next_year,omitempty"`
	// Final: this is the tale's last Year; unless the Forest wins in it,
	// it is lost when it ends.
	Final bool `json:"final,omitempty"`
	// Line is the Year header's threat line, in the player's words.
	Line string `json:"line"`
}

// AtStake reports whether the Forest can lose in the Enemy's Encroachment
// under way (the heart is its target, or its second hex on doubles).
func (t Threat) AtStake() bool { return t.Target || t.OnDoubles }

// Threat describes the Forest's danger now (T45).
func (s *State) Threat() Threat {
	t := Threat{Level: s.Level, Heart: s.Heart(), Age: s.Age(), AgeBonus: s.AgeBonus(), NextAge: s.NextAge(),
		Year: s.Year, LastYear: s.LastYear()}
	if s.Phase == PhaseCreate || len(s.Hexes) == 0 {
		t.Line = s.Level.Info().Description
		return t
	}
	live := !s.Phase.Over()
	enemyClash := s.Clash.Attacker == Enemy && (s.Phase == PhaseEnemyRoll || s.Phase == PhaseDefend || s.Phase == PhaseResolve)
	if t.Heart >= 0 {
		t.HeartLabel = s.Label(t.Heart)
		t.Reach = s.heartReach()
		if enemyClash && live {
			t.Target = s.Clash.Target == t.Heart
			t.OnDoubles = !t.Target && s.secondAfter(s.Clash.Target) == t.Heart
		}
		t.NextYear = t.Reach > 0 && t.Reach <= 2
	} else {
		t.NextYear = s.Count(Forest) <= 2
	}
	if t.LastYear > 0 {
		t.Final = live && s.Year >= t.LastYear
		t.NextYear = t.NextYear || s.Year+1 == t.LastYear
	}
	t.NextYear = t.NextYear && live && !enemyClash && !t.Final
	t.Line = s.threatLine(t)
	return t
}

// threatLine writes the Year header's line for a threat: the danger, then
// the Age and the Years left.
func (s *State) threatLine(t Threat) string {
	switch s.LossCause() {
	case LossHeart:
		return fmt.Sprintf("The Enemy took your heart at %s: the Forest is lost.", t.HeartLabel)
	case LossHexes:
		return "The Enemy took your last hex: the Forest is lost."
	case LossYears:
		return fmt.Sprintf("Year %d has ended with the Enemy still on your land: the Forest is lost.", t.LastYear)
	}
	if s.Phase == PhaseWon {
		return "The Enemy holds no hex: the Forest has won."
	}
	var line string
	switch {
	case t.Heart < 0 && t.NextYear:
		line = fmt.Sprintf("You hold only %d hexes: lose them all and the Forest is lost.", s.Count(Forest))
	case t.Heart < 0:
		line = "The Forest loses only if it loses every hex."
	case t.Target:
		line = fmt.Sprintf("The Enemy strikes at your heart (%s): if it wins, the Forest is lost.", t.HeartLabel)
	case t.OnDoubles:
		line = fmt.Sprintf("If the Enemy wins on doubles, its second hex is your heart (%s): the Forest would be lost.", t.HeartLabel)
	case t.NextYear && t.Reach == 1:
		line = fmt.Sprintf("Warning: your heart (%s) borders the Enemy; it can be struck next Year.", t.HeartLabel)
	case t.NextYear && t.Reach == 2:
		line = fmt.Sprintf("Warning: your heart (%s) is 2 hexes from the Enemy; a doubles win next Year could take it.", t.HeartLabel)
	default:
		line = fmt.Sprintf("Your heart (%s) is %d hexes from the Enemy.", t.HeartLabel, t.Reach)
	}
	if t.Age > 0 {
		line += fmt.Sprintf(" Age %d", t.Age)
		if t.AgeBonus > 0 {
			line += fmt.Sprintf(": Enemy Potency +%d", t.AgeBonus)
		}
		if t.LastYear == 0 || t.NextAge <= t.LastYear {
			line += fmt.Sprintf("; Age %d begins in Year %d", t.Age+1, t.NextAge)
		}
		line += "."
	}
	switch {
	case t.Final:
		line += fmt.Sprintf(" Year %d is the last: drive the Enemy out in it or the Forest is lost.", t.Year)
	case t.LastYear > 0 && t.Year+1 == t.LastYear:
		line += fmt.Sprintf(" Warning: next Year, Year %d, is the last.", t.LastYear)
	case t.LastYear > 0:
		line += fmt.Sprintf(" Year %d of %d.", t.Year, t.LastYear)
	}
	return line
}

// heartReach is the hex distance from the heart to the nearest Enemy hex
// (0 without a heart, when it is taken or when the Enemy holds nothing).
func (s *State) heartReach() int {
	h := s.Heart()
	if h < 0 || s.heartTaken() {
		return 0
	}
	best := 0
	for i := range s.Hexes {
		if s.Hexes[i].Owner == Enemy {
			if d := s.grid.At(i).Distance(s.grid.At(h)); best == 0 || d < best {
				best = d
			}
		}
	}
	return best
}

// secondAfter is the hex an Enemy doubles win on target would take second
// (T32), computed on a copy of the map with the target taken; -1 if none.
func (s *State) secondAfter(target int) int {
	c := *s
	c.Hexes = slices.Clone(s.Hexes)
	c.Hexes[target].Owner = Enemy
	return c.nearestValid(target)
}

// TargetOdds counts, over every roll of the level's target dice, how often
// the Enemy's target next Year would be the heart (Heart) and how often the
// heart would be the second hex of a doubles win (Second), out of Total
// equally likely rolls (12, or 12 × 12 on two dice). Without a heart both
// are 0. Bots and hints weigh the map by it.
func (s *State) TargetOdds() (heart, second, total int) {
	h := s.Heart()
	order := s.targetOrder()
	n := max(1, s.Level.rules().targetDice)
	total = 1
	for range n {
		total *= 12
	}
	if h < 0 || len(order) == 0 {
		return 0, 0, total
	}
	// Each target's distance to the heart; a set of rolls strikes the
	// first die's count among those nearest the heart.
	dist := make([]int, 12)
	for r := 1; r <= 12; r++ {
		dist[r-1] = s.grid.At(order[(r-1)%len(order)]).Distance(s.grid.At(h))
	}
	// The heart can be a doubles win's second hex only if it is valid once
	// the first falls: it borders the Enemy already, or borders the first.
	isSecond := make([]bool, len(s.Hexes))
	reach := s.heartReach()
	for _, c := range order {
		if c != h && (reach == 1 || reach == 2 && s.grid.At(c).Distance(s.grid.At(h)) == 1) {
			isSecond[c] = s.secondAfter(c) == h
		}
	}
	// A roll r is kept when every die before it lands farther from the
	// heart and every die after it no nearer: summed over its position i,
	// (rolls farther)^i × (rolls no nearer)^(n-1-i) of the 12^n.
	for r := 1; r <= 12; r++ {
		farther, noNearer := 0, 0
		for q := 1; q <= 12; q++ {
			if dist[q-1] > dist[r-1] {
				farther++
			}
			if dist[q-1] >= dist[r-1] {
				noNearer++
			}
		}
		ways := 0
		for i := range n {
			ways += pow(farther, i) * pow(noNearer, n-1-i)
		}
		switch c := order[(r-1)%len(order)]; {
		case c == h:
			heart += ways
		case isSecond[c]:
			second += ways
		}
	}
	return heart, second, total
}

func pow(b, e int) int {
	p := 1
	for range e {
		p *= b
	}
	return p
}
