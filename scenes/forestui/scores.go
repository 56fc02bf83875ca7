package forestui

import (
	"encoding/json"
	"fmt"

	"deepwood/rules/forest"
	"deepwood/storage"
)

// ScoresFile keeps the best score of each level on each map (RULES T46),
// beside the settings.
const ScoresFile = "forest-scores.json"

// bestScore is one level and map's record.
type bestScore struct {
	Score int    `json:"score"`
	Seed  string `json:"seed"`
	Games int    `json:"games"`
	Wins  int    `json:"wins"`
}

// scored is what the game-over screen says of a finished game's score.
type scored struct {
	score, best int  // this game's, and the best before it (0: none)
	newBest     bool // this game beat (or set) the best
	games, wins int  // on this level and map, this game included
	err         error
}

// scoreKey names a level and map in the scores file.
func scoreKey(st *forest.State) string { return st.Level.String() + "/" + st.Map }

// score files a finished game's score with the level and map's best, once,
// at the action that ends the game. A scores file that cannot be read is
// left as it is (its records are not overwritten) and the error shown.
func (s *Session) score() {
	sc, ok := s.State.Score()
	if !ok || s.scored.score != 0 {
		return
	}
	s.scored.score = sc
	store := s.Store()
	if store == nil {
		return
	}
	bests := map[string]bestScore{}
	b, err := store.Read(ScoresFile)
	switch {
	case err == nil:
		if err := json.Unmarshal(b, &bests); err != nil {
			s.scored.err = fmt.Errorf("%s: %v (left as it is)", store.Where(ScoresFile), err)
			return
		}
	case !storage.IsNotExist(err):
		s.scored.err = err
		return
	}
	k := scoreKey(s.State)
	r := bests[k]
	s.scored.best = r.Score
	r.Games++
	if s.State.Phase == forest.PhaseWon {
		r.Wins++
	}
	if sc > r.Score {
		r.Score, r.Seed, s.scored.newBest = sc, s.State.Seed.Code(), true
	}
	bests[k] = r
	s.scored.games, s.scored.wins = r.Games, r.Wins
	out, err := json.MarshalIndent(bests, "", "  ")
	if err == nil {
		err = store.Write(ScoresFile, append(out, '\n'))
	}
	s.scored.err = err
}
