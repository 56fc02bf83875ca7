//go:build !js

package main

import "deepwood/cli/netcmd"

// init registers the boards' subcommands (serve, submit, boards, loadtest)
// natively only: they link an HTTP server and the databases, which the
// WebAssembly build must not carry.
func init() { netcmd.Register() }
