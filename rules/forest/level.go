package forest

import (
	"fmt"

	"deepwood/rules/dice"
	"deepwood/rules/game"
)

// Level is how hard the Enemy pushes back (RULES.md T40). Tale is the seed's
// rules exactly; Struggle and Blight are the adaptation's own levels, where
// the Forest has a heart it can lose and the Enemy grows with the Ages. The
// level is part of a game's setup, saved with its state (a state without
// one is a Tale), so a save or a replay always replays on its own level.
type Level uint8

// The levels, easiest first. Tale is the zero value, so old saves read as
// Tale and a Tale's state hashes as it did before levels existed.
const (
	Tale Level = iota
	Struggle
	Blight
	NumLevels
)

var levelWords = game.Words[Level]{Kind: "level", Names: []string{"tale", "struggle", "blight"}}

// String is the level's id as flags, replay headers and JSON spell it;
// MarshalText writes it in JSON (UnmarshalText reads it with ParseLevel).
func (l Level) String() string               { return levelWords.Name(l) }
func (l Level) MarshalText() ([]byte, error) { return levelWords.Text(l) }

// Title is the level's name as a screen writes it.
func (l Level) Title() string { return title(l.String()) }

// UnmarshalText reads a level written by MarshalText.
func (l *Level) UnmarshalText(b []byte) error {
	v, err := ParseLevel(string(b))
	if err != nil {
		return err
	}
	*l = v
	return nil
}

// ParseLevel reads a level's id ("tale", "struggle", "blight"); the empty
// string is Tale, as a save written before levels existed.
func ParseLevel(s string) (Level, error) {
	if s == "" {
		return Tale, nil
	}
	if l, ok := levelWords.Parse(s); ok {
		return l, nil
	}
	return Tale, fmt.Errorf("unknown level %q (known: tale, struggle, blight)", s)
}

// LevelInfo is a level as a level-choice screen and `deepwood levels` show
// it: its id, name, one sentence, the rules it adds (each citing its
// RULES.md line), its numbers, and the greedy bot's measured win rate on
// the default map (rules/forest/README.md has every map and bot).
type LevelInfo struct {
	Level       Level    `json:"id"`
	Name        string   `json:"name"`
	Description string   `json:"description"`
	Rules       []string `json:"rules"`
	Heart       bool     `json:"heart"`
	AgeYears    int      `json:"age_years,omitempty"`
	TargetDice  int      `json:"target_dice,omitempty"`
	LastYear    int      `json:"last_year,omitempty"`
	GreedyWins  int      `json:"greedy_win_percent"`
}

// levelRules are a level's numbers (RULES.md T41–T44): whether the Forest
// has a heart it can lose, how many d12 the Enemy rolls for its target
// (keeping the count nearest the heart), how many Years an Age lasts (0: no
// Ages) and the last Year of the tale (0: none).
type levelRules struct {
	heart      bool
	targetDice int
	ageYears   int
	lastYear   int
	greedyWins int // measured: greedy bot's win percent on the default map (README)
}

var levelTable = [NumLevels]levelRules{
	Tale:     {targetDice: 1, greedyWins: 100},
	Struggle: {heart: true, targetDice: 1, ageYears: 5, lastYear: 25, greedyWins: 59},
	Blight:   {heart: true, targetDice: 2, ageYears: 3, lastYear: 25, greedyWins: 25},
}

func (l Level) rules() levelRules {
	if l < NumLevels {
		return levelTable[l]
	}
	return levelTable[Tale]
}

var levelText = [NumLevels][2]string{
	{"Tale", "The rulebook's own rules: the Enemy can hardly threaten the Forest, and the story is the point."},
	{"Struggle", "The Enemy grows bolder with every Age and hunts your heart: hold it and drive them out within 25 Years."},
	{"Blight", "The Enemy grows fast and hunts your heart without rest: only careful play saves the Forest."},
}

// Levels describes every level, easiest first.
func Levels() []LevelInfo {
	out := make([]LevelInfo, 0, NumLevels)
	for l := range NumLevels {
		out = append(out, l.Info())
	}
	return out
}

// Info describes one level.
func (l Level) Info() LevelInfo {
	r := l.rules()
	i := LevelInfo{Level: l, Name: levelText[l%NumLevels][0], Description: levelText[l%NumLevels][1], Heart: r.heart,
		AgeYears: r.ageYears, LastYear: r.lastYear, GreedyWins: r.greedyWins}
	if l == Tale {
		i.Rules = []string{"The Forest wins when the Enemy holds no hex and loses only when it holds none (T9)."}
		return i
	}
	i.TargetDice = r.targetDice
	hunt := "The Enemy counts its target from your valid hex nearest the heart (T42)."
	if r.targetDice > 1 {
		hunt = fmt.Sprintf("The Enemy counts its target from your valid hex nearest the heart, rolling %d d12 and striking the count nearest it (T42).", r.targetDice)
	}
	i.Rules = []string{
		"Your Primary Feature is your heart: if the Enemy takes it, the Forest is lost (T41).",
		hunt,
		fmt.Sprintf("Every %d Years a new Age begins: the Enemy's Potency rises by 1 in every type (T43).", r.ageYears),
		fmt.Sprintf("The tale lasts %d Years: if the Enemy still holds a hex when Year %d ends, the Forest is lost (T44).", r.lastYear, r.lastYear),
	}
	return i
}

// AgeBonus is what the Ages add to the Enemy's Potency in every type (T43):
// 0 on Tale and in the first Age, then one more every ageYears Years
// (Struggle: from Year 6; Blight: from Year 4).
func (s *State) AgeBonus() int {
	r := s.Level.rules()
	if r.ageYears == 0 || s.Year < 1 {
		return 0
	}
	return (s.Year - 1) / r.ageYears
}

// Age is the Enemy's Age as the screens number it, from 1; 0 on a level
// without Ages.
func (s *State) Age() int {
	if s.Level.rules().ageYears == 0 {
		return 0
	}
	return s.AgeBonus() + 1
}

// NextAge is the Year the next Age begins, 0 on a level without Ages.
func (s *State) NextAge() int {
	r := s.Level.rules()
	if r.ageYears == 0 {
		return 0
	}
	return (s.AgeBonus()+1)*r.ageYears + 1
}

// LastYear is the tale's last Year (T44), 0 on Tale: a game not won when it
// ends is lost.
func (s *State) LastYear() int { return s.Level.rules().lastYear }

// Heart is the Forest's heart (T41): the Primary Feature's cell on a level
// where the Forest loses with it, else -1.
func (s *State) Heart() int {
	if !s.Level.rules().heart || s.Primary < 0 {
		return -1
	}
	return s.Primary
}

// heartTaken reports whether the Enemy holds the heart.
func (s *State) heartTaken() bool {
	h := s.Heart()
	return h >= 0 && h < len(s.Hexes) && s.Hexes[h].Owner == Enemy
}

// nearHeart reports whether a starting territory comes within 2 hexes of
// the heart, which T41 forbids so that the heart cannot fall in Year 1,
// before any Year's warning (T45): the territory's dice are rolled again.
func (s *State) nearHeart(region []int) bool {
	h := s.Heart()
	if h < 0 {
		return false
	}
	for _, c := range region {
		if s.grid.At(c).Distance(s.grid.At(h)) <= 2 {
			return true
		}
	}
	return false
}

// targetOrder is the order the Enemy counts its target die in: the valid
// Forest hexes clockwise (T4), on a level with a heart starting from the
// one nearest the heart (T44; the first in the clockwise count on a tie)
// instead of the topmost.
func (s *State) targetOrder() []int {
	order := s.Clockwise()
	h := s.Heart()
	if h < 0 || len(order) == 0 {
		return order
	}
	start, bestD := 0, -1
	for i, c := range order {
		if d := s.grid.At(c).Distance(s.grid.At(h)); bestD < 0 || d < bestD {
			start, bestD = i, d
		}
	}
	return append(order[start:len(order):len(order)], order[:start]...)
}

// rollTarget is the Enemy's target (T4; on Blight T44): each of the level's
// target dice counts a d12 clockwise among the valid Forest hexes, and the
// count nearest the heart is struck (the earlier die on a tie). It returns
// the kept roll, the target and, when more than one die was rolled, every
// roll (nil on Tale and Struggle, whose one die the event's Roll shows).
func (s *State) rollTarget(st *dice.Stream, order []int) (roll, target int, rolls []int) {
	n := s.Level.rules().targetDice
	heart := s.Heart()
	bestD := 0
	for i := range max(1, n) {
		r := st.D12()
		c := order[(r-1)%len(order)]
		if n > 1 {
			rolls = append(rolls, r)
		}
		d := 0
		if heart >= 0 {
			d = s.grid.At(c).Distance(s.grid.At(heart))
		}
		if i == 0 || d < bestD {
			roll, target, bestD = r, c, d
		}
	}
	return roll, target, rolls
}

// LossCause is why a game was lost.
type LossCause string

// The ways to lose: every hex (T9), the heart (T41), the tale's last Year
// ending with the Enemy still on the map (T44); LossNone while not lost.
const (
	LossNone  LossCause = ""
	LossHexes LossCause = "hexes"
	LossHeart LossCause = "heart"
	LossYears LossCause = "years"
)

// LossCause says why the game was lost, LossNone if it was not.
func (s *State) LossCause() LossCause {
	switch {
	case s.Phase != PhaseLost:
		return LossNone
	case s.heartTaken():
		return LossHeart
	case s.Count(Forest) == 0:
		return LossHexes
	}
	return LossYears
}
