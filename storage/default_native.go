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
	dir, err := baseDir()
	if err != nil {
		return nil, err
	}
	return NewDir(dir), nil
}

// Sub is a folder of the player's store, such as "replays": a folder
// beside settings.json natively.
func Sub(name string) (Store, error) {
	dir, err := baseDir()
	if err != nil {
		return nil, err
	}
	return NewDir(filepath.Join(dir, name)), nil
}

func baseDir() (string, error) {
	if dir := os.Getenv("DEEPWOOD_CONFIG_DIR"); dir != "" {
		return dir, nil
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no user config folder: %w", err)
	}
	return filepath.Join(base, "deepwood"), nil
}
