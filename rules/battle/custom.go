package battle

import "fmt"

// MinBudget and MaxBudget bound a custom battle's budget (RULES M29, M33):
// the set-up screen steps it by 20 between them. They are the rules' word on
// what a custom battle may be, so a saved set-up from anywhere (a file on
// disk, a hand-edited save) can be checked against them before a battle is
// built from it.
const (
	MinBudget = 40
	MaxBudget = 600
)

// Valid reports one of the two armies, Red or Blue: NoSide, or any other
// number a file might hold, commands nothing and indexes nothing.
func (s Side) Valid() bool { return s == Red || s == Blue }

// CheckBudget says why budget cannot buy a custom battle's armies, or nil.
func CheckBudget(budget int) error {
	if budget < MinBudget || budget > MaxBudget {
		return fmt.Errorf("budget %d is outside %d to %d", budget, MinBudget, MaxBudget)
	}
	return nil
}

// Check says why the army cannot be fielded in a custom battle bought on
// budget, or nil (RULES M29): a negative count, no troops at all, or a cost
// over the budget. Each count is checked against what the budget could buy
// before anything is added up, so no count, however large, overflows the
// total or the cost into something that looks affordable.
func (a Army) Check(budget int) error {
	for t, n := range a {
		ts := troopTable[t]
		switch {
		case n < 0:
			return fmt.Errorf("%d %s is a negative count", n, ts.Name)
		case n > budget/ts.Cost:
			return fmt.Errorf("%d %s cost %d each, more than the budget of %d buys", n, ts.Name, ts.Cost, budget)
		}
	}
	if a.Total() == 0 {
		return fmt.Errorf("the army has no troops")
	}
	if c := a.Cost(); c > budget {
		return fmt.Errorf("the army costs %d, over the budget of %d", c, budget)
	}
	return nil
}
