package battle

import "deepwood/rules/hex"

// ContactPreview is the odds of one planned contact, seen from the unit
// that would move: the enemy it would touch, both strengths itemised, its
// exact chance to win the roll and the expected losses on each side. It is
// what the screens' odds preview shows before a move is committed, computed
// with the same strength and odds code the combat phase uses.
type ContactPreview struct {
	Enemy    int      `json:"enemy"`
	Mover    Strength `json:"mover"`
	Other    Strength `json:"other"`
	Win      Odds     `json:"win"`       // the mover's chance to win
	ToMover  Exact    `json:"to_mover"`  // expected losses of the mover
	ToEnemy  Exact    `json:"to_enemy"`  // expected losses of the enemy
	MoverRol bool     `json:"mover_rol"` // the mover's side rolls (it is proactive)
}

// PreviewMove lists the contacts unit id would make by moving to h now,
// each as a 1-on-1 melee (the proactive side's unit rolls, as in 5.04).
// The state is not changed. Losses assume both can move back.
func (s *State) PreviewMove(id int, h hex.Axial) []ContactPreview {
	c := s.Clone()
	u := &c.Units[id]
	u.Hex = h
	c.Seq++
	u.Seq = c.Seq
	var out []ContactPreview
	for i := range c.Units {
		e := &c.Units[i]
		if e.Side == u.Side || !e.OnField() || !c.Field.Adjacent(h, e.Hex) {
			continue
		}
		out = append(out, c.meleePreview(id, i))
	}
	return out
}

// MeleePreview is the odds of unit id fighting enemy where they stand.
func (s *State) MeleePreview(id, enemy int) ContactPreview { return s.meleePreview(id, enemy) }

func (s *State) meleePreview(id, enemy int) ContactPreview {
	u := &s.Units[id]
	roller, other := enemy, id
	if u.Side == s.Proactive {
		roller, other = id, enemy
	}
	odds, a, b := s.MeleeOdds(roller, other)
	toR, toO := MeleeExpect(a.Total, b.Total, s.LossUnit, false, false, s.Units[roller].Present(), s.Units[other].Present())
	p := ContactPreview{Enemy: enemy, MoverRol: roller == id}
	if roller == id {
		p.Mover, p.Other, p.Win, p.ToMover, p.ToEnemy = a, b, odds, toR, toO
	} else {
		p.Mover, p.Other, p.ToMover, p.ToEnemy = b, a, toO, toR
		p.Win = Odds{Outcomes - odds.Wins, Outcomes}
	}
	return p
}

// ShotPreview is the odds of bowmen id shooting target now: both strengths
// itemised, the bowmen's chance, the distance and the expected losses.
type ShotPreview struct {
	Bowmen   Strength `json:"bowmen"`
	Target   Strength `json:"target"`
	Win      Odds     `json:"win"`
	Distance int      `json:"distance"`
	Expect   Exact    `json:"expect"`
}

// PreviewShot is the preview of a volley of bowmen id at target.
func (s *State) PreviewShot(id, target int) ShotPreview {
	u, t := &s.Units[id], &s.Units[target]
	a, b := s.StrengthVs(id, target, false), s.StrengthVs(target, id, false)
	d := hex.Distance(u.Hex, t.Hex)
	return ShotPreview{Bowmen: a, Target: b, Win: RollOdds(a.Total, b.Total), Distance: d,
		Expect: RangedExpect(a.Total, b.Total, u.Size, d, t.Present())}
}
