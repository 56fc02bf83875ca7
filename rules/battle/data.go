package battle

import (
	"fmt"
	"io/fs"
	"path"
	"sort"

	"deepwood/levels"
)

// LoadScenarios reads every "*.txt" scenario in dir of fsys, sorted by
// name.
func LoadScenarios(fsys fs.FS, dir string) ([]*Scenario, error) {
	names, err := fs.Glob(fsys, path.Join(dir, "*.txt"))
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var out []*Scenario
	for _, n := range names {
		b, err := fs.ReadFile(fsys, n)
		if err != nil {
			return nil, err
		}
		sc, err := ParseScenario(n, b)
		if err != nil {
			return nil, err
		}
		out = append(out, sc)
	}
	return out, nil
}

// Scenarios loads the ready-made scenarios embedded in levels/battle.
func Scenarios() ([]*Scenario, error) { return LoadScenarios(levels.FS(), "battle") }

// ScenarioNames lists the embedded scenarios' names.
func ScenarioNames() []string {
	scs, _ := Scenarios()
	var out []string
	for _, sc := range scs {
		out = append(out, sc.Name)
	}
	return out
}

// LoadScenario loads one embedded scenario by name, such as "ford".
func LoadScenario(name string) (*Scenario, error) {
	scs, err := Scenarios()
	if err != nil {
		return nil, err
	}
	for _, sc := range scs {
		if sc.Name == name {
			return sc, nil
		}
	}
	return nil, fmt.Errorf("unknown scenario %q (known: %v)", name, ScenarioNames())
}
