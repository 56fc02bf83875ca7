//go:build !js

package storage

import (
	"fmt"
	"os"
	"path/filepath"
)

// Default is the player's store: os.UserConfigDir()/deepwood natively.
// DEEPWOOD_CONFIG_DIR overrides it, so tests and portable installs can keep
// their files elsewhere.
func Default() (Store, error) {
	if dir := os.Getenv("DEEPWOOD_CONFIG_DIR"); dir != "" {
		return NewDir(dir), nil
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return nil, fmt.Errorf("no user config folder: %w", err)
	}
	return NewDir(filepath.Join(base, "deepwood")), nil
}
