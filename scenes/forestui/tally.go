package forestui

import "deepwood/rules/forest"

// What the session keeps of the rules' events for the screens: the dice
// each side rolled for its values, each hex's story of changes of hands,
// the territory at the end of every Year and the hexes won and lost. Each
// action's events pass through feed once, and are queued for animation
// there.

// feed keeps the hex stories and the territory per Year, and queues the
// events for animation.
func (s *Session) feed(ev []forest.Event) {
	for _, e := range ev {
		switch e.Kind {
		case forest.EvValueRolled:
			k := int(e.Nature)
			if e.Side == forest.Enemy {
				k = int(e.Harm)
			}
			s.ValueDice[e.Side][k] = [2]int{e.Dice[0], e.Dice[1]}
		case forest.EvOriginsRolled:
			s.OriginDice = [2]int{e.Dice[0], e.Dice[1]}
		case forest.EvMapDrawn:
			s.stories = make([][]HexStory, e.Value)
		case forest.EvHexChanged:
			if e.Hex < len(s.stories) {
				s.stories[e.Hex] = append(s.stories[e.Hex], HexStory{Year: e.Year, Side: e.Side, Cause: e.Cause, Structure: e.Text})
			}
			if s.View().Phase != forest.PhaseCreate {
				if e.Side == forest.Forest {
					s.won++
				} else {
					s.lost++
				}
			}
		case forest.EvYearBegan:
			if e.Year == 1 {
				start := s.View().Facts.Start
				s.history = append(s.history[:0], Territory{0, start[0], start[1]})
			}
		case forest.EvYearEnded:
			v := s.View()
			s.history = append(s.history, Territory{e.Year, v.Count(forest.Forest), v.Count(forest.Enemy)})
		}
		s.Anim.Push(e)
	}
}

// History is the territory each side held at the end of every Year.
func (s *Session) History() []Territory { return s.history }

// Story is the list of changes of hands of a cell, oldest first.
func (s *Session) Story(cell int) []HexStory {
	if cell < 0 || cell >= len(s.stories) {
		return nil
	}
	return s.stories[cell]
}

// Tally is the hexes the Forest took and lost during the Years.
func (s *Session) Tally() (won, lost int) { return s.won, s.lost }
