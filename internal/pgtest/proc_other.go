//go:build !linux && !js

package pgtest

import (
	"errors"
	"os"
	"syscall"
)

// runAs is empty outside Linux: the server runs as the tests' user.
type runAs struct{}

// credential refuses root outside Linux, where the tests do not switch to
// an unprivileged user for the server.
func credential() (*runAs, error) {
	if os.Geteuid() == 0 {
		return nil, errors.New("pgtest: run the tests as an unprivileged user (PostgreSQL refuses root)")
	}
	return nil, nil
}

// procAttr has nothing to add outside Linux.
func procAttr(*runAs) *syscall.SysProcAttr { return nil }

// chownTo has nothing to do outside Linux.
func chownTo(string, *runAs) error { return nil }
