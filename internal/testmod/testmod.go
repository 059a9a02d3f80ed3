// Package testmod gives tests the shared test module under testdata/mod,
// with its real SDK dependencies downloaded into the module cache, so that
// analysistest (which loads with GOPROXY=off) can type-check against them.
package testmod

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
)

var (
	once    sync.Once
	dlError error
	dlOut   []byte
)

// Root returns the repository root.
func Root() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// Dir returns the absolute path of testdata/mod after making sure its
// dependencies are in the module cache. It fails the test if they cannot be
// downloaded.
func Dir(t testing.TB) string {
	t.Helper()
	dir := filepath.Join(Root(), "testdata", "mod")
	once.Do(func() {
		cmd := exec.Command("go", "mod", "download")
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
		dlOut, dlError = cmd.CombinedOutput()
	})
	if dlError != nil {
		t.Fatalf("go mod download in %s: %v\n%s", dir, dlError, dlOut)
	}
	return dir
}
