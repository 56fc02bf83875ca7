package forsaken

import "testing"

// Through the Fugue and the first Turn Cycle a Villager forges toward no
// slot on another's word; from the second Turn Cycle it heeds a traveler
// it trusts (issue 39).
func TestVillagerListensBeforeForging(t *testing.T) {
	d := MustData()
	for _, cycle := range []int{0, 1, 2} {
		c := NewComputer(d, Normal, 0, 6, 3)
		c.Observe([]Event{saidEv(1, Say(AskForge, 0, NoRole, 3, NoDest))})
		v := tableView(0, Commonfolk, 6)
		v.Cycle = cycle
		if p := c.plan(v); (p.goal == 3) != (cycle >= 2) {
			t.Errorf("cycle %d: goal slot %d", cycle, p.goal)
		}
	}
}

// On Days 1 and 2 a Villager plays no Weapon and no Accuse card, even
// at a traveler it is sure of; from Day 3 it strikes at one it suspects
// enough. A Forsaken does not shoot on Day 1 unless the death makes the
// Forsaken as many as the rest.
func TestHoldingFire(t *testing.T) {
	d := MustData()
	wound := cardDoing(t, len(d.Deck), d.Card, EffWound)
	for _, day := range []int{1, 2, 3} {
		c := NewComputer(d, Normal, 0, 6, 3)
		c.b.Suspicion[3] = sure - 1
		v := tableView(0, Commonfolk, 6)
		v.Day = day
		a := Act(ActPlay, 0)
		a.Card, a.Target = wound, 3
		if sc := c.plan(v).score(a); (sc > 0) != (day >= 3) {
			t.Errorf("Villager, day %d: the Weapon scored %d", day, sc)
		}
	}
	for _, living := range []int{6, 5} {
		for _, day := range []int{1, 2} {
			p := forsakenPlan(1, 6, []int{1, 4}, 9)
			p.v.Day = day
			for i := living; i < 6; i++ {
				if i != 1 && i != 4 {
					p.v.Seats[i].Alive = false
				}
			}
			p.suspect = p.threat()
			a := Act(ActPlay, 1)
			a.Card, a.Target = wound, p.suspect
			want := day >= 2 || living == 5
			if sc := p.score(a); p.suspect < 0 || (sc > 0) != want {
				t.Errorf("Forsaken, %d living, day %d: the Weapon at %d scored %d", living, day, p.suspect, sc)
			}
		}
	}
}
