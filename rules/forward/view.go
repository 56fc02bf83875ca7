package forward

// Read-only views a screen needs, kept apart from the engine's own files.

// Checksum folds the positions of every random stream of the run into 32
// bits: replays record it after each action so a replayed run that drifts
// is caught on the line where it drifts.
func (s *State) Checksum() uint32 { return s.Dice.Checksum() }

// DragonNow is the Dragon's HP as it stands now: its base plus every card
// beneath it (seed §8), or its HP in the fight once the fight has begun.
func (s *State) DragonNow() int {
	if s.Fight.Active && s.Fight.Foe.Dragon {
		return s.Fight.Foe.HP
	}
	return s.data.Cards[s.data.Dragon].Stats.HP + len(s.Buried)
}

// DeckLeft counts the cards not yet dealt from the main deck.
func (s *State) DeckLeft() int { return len(s.Deck) - s.Drawn }

// LeaveWouldBury lists the layout spaces (1–9) whose face-down cards
// leaving now would bury, so a screen can show them before the player
// confirms.
func (s *State) LeaveWouldBury() []int {
	var out []int
	for i := range s.Cells {
		if s.Cells[i].Down && s.Cells[i].Card != NoCard {
			out = append(out, i+1)
		}
	}
	return out
}

// IsEligible reports whether space n (1–9) may be flipped now, without
// allocating (screens ask every frame).
func (s *State) IsEligible(n int) bool {
	if n < 1 || n > 9 || s.Phase != PhaseStart && s.Phase != PhaseMap {
		return false
	}
	return s.eligible()&(1<<(n-1)) != 0
}

// IsFarRow reports whether space n is in the location's farthest row.
func (l *Location) IsFarRow(n int) bool { return n >= 1 && n <= 9 && l.Layout.far&(1<<(n-1)) != 0 }
