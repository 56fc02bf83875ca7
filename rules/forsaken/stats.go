package forsaken

// GameStats is what a table would feel of one game, read from the game's
// own log and Role Cards (never from a screen): the Days it ran, its
// Gallows trials and who was hanged, who found the Void, and the
// statements made by kind.
type GameStats struct {
	Day            int // the Day the game ended on
	Trials         int // travelers sent to the Gallows
	Hanged         int // travelers who died of the Gallows (Lynched and not Revived)
	HangedForsaken int // of Hanged, the Forsaken (Forsaken, Silencer, Shrouded)
	// VoidFound: a Path reached the Void; VoidByOwnPath: a Forsaken
	// Forged it.
	VoidFound, VoidByOwnPath bool
	Said                     [NumTalk]int // statements made, by TalkKind
	SaidForsaken             [NumTalk]int // of Said, those the Forsaken Team made
}

// NumTalk is the number of TalkKinds, TalkNone included.
const NumTalk = int(AskForge) + 1

// gallowsCause is the cause a Lynching's wound gives (Event.Text).
const gallowsCause = "the Gallows"

// Stats reads s's log: s is a game, finished or not.
func Stats(s *State) GameStats {
	g := GameStats{Day: s.Day}
	forger := -1 // who Forged the last Path
	for _, e := range s.Log {
		switch e.Kind {
		case EvGallows:
			g.Trials++
		case EvDied:
			if e.Text == gallowsCause {
				g.Hanged++
				if s.Seats[e.Target].Role.Killer() {
					g.HangedForsaken++
				}
			}
		case EvForged:
			forger = e.Seat
		case EvFlipped:
			if e.Dest == Void && forger >= 0 {
				g.VoidFound = true
				g.VoidByOwnPath = s.Seats[forger].Role.Killer()
			}
		case EvSaid:
			if k := int(e.Say.Talk); k < NumTalk {
				g.Said[k]++
				if e.Seat >= 0 && s.Seats[e.Seat].Role.Team() == ForsakenTeam {
					g.SaidForsaken[k]++
				}
			}
		}
	}
	return g
}
