//go:build !js

package pgtest

import (
	"fmt"
	"os"
	"os/user"
	"strconv"
	"syscall"
)

// runAs is the user the server runs as.
type runAs = syscall.Credential

// credential is who the server runs as: nil (the current user) unless the
// process is root, when it is the postgres user (which Debian's package
// creates) or else nobody.
func credential() (*runAs, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	for _, name := range []string{"postgres", "nobody"} {
		u, err := user.Lookup(name)
		if err != nil {
			continue
		}
		uid, err1 := strconv.ParseUint(u.Uid, 10, 32)
		gid, err2 := strconv.ParseUint(u.Gid, 10, 32)
		if err1 == nil && err2 == nil {
			return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid), NoSetGroups: true}, nil
		}
	}
	return nil, fmt.Errorf("pgtest: running as root and no unprivileged user (postgres, nobody) to run PostgreSQL as")
}

// procAttr runs a command as cred, and has the kernel kill the server if
// the test process dies first (a killed `go test` leaves no server).
func procAttr(cred *runAs) *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Credential: cred, Pdeathsig: syscall.SIGKILL, Setpgid: true}
}

// chownTo gives the server's user the cluster's folder.
func chownTo(dir string, cred *runAs) error {
	if cred == nil {
		return nil
	}
	return os.Chown(dir, int(cred.Uid), int(cred.Gid))
}
