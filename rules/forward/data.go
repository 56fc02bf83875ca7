package forward

import (
	"sync"

	"deepwood/levels"
)

// defaultData is the embedded card data, parsed once and never changed.
var defaultData = sync.OnceValues(func() (*Data, error) { return LoadData(levels.FS()) })

// DefaultData is the card data embedded in the binary (levels/forward),
// parsed on first use. The value is shared and must not be modified.
func DefaultData() (*Data, error) { return defaultData() }
