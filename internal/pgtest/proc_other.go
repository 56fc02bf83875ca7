//go:build !linux && !js

package pgtest

import (
	"errors"
	"os"
	"syscall"
)

// credential refuses root outside Linux, where the tests do not switch to
// an unprivileged user for the server.
func credential() (*syscall.Credential, error) {
	if os.Geteuid() == 0 {
		return nil, errors.New("pgtest: run the tests as an unprivileged user (PostgreSQL refuses root)")
	}
	return nil, nil
}

// procAttr has nothing to add outside Linux.
func procAttr(*syscall.Credential) *syscall.SysProcAttr { return nil }
