package main_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/mcpvet/mcpvet/internal/testmod"
)

// TestStrictCheck runs gopls check on testdata/e2e/stricthost: gopls users
// pass no flags, and package picker asks for strict mode in its doc
// comment; package tools, without the directive, is silent.
func TestStrictCheck(t *testing.T) {
	if testing.Short() {
		t.Skip("builds gopls")
	}
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata", "e2e", "stricthost"))
	if err != nil {
		t.Fatal(err)
	}
	if dir, err = filepath.EvalSymlinks(dir); err != nil {
		t.Fatal(err)
	}
	want := []finding{{
		pos: "picker/picker.go:43:19",
		msg: "strict: (*picker.Picker).preview, an HTTP handler, reaches prompts/get without a user selection",
		related: []related{
			{"picker/picker.go:43:19", "hop 1: (*picker.Picker).preview calls (*picker.Picker).get"},
			{"picker/picker.go:30:23", "hop 2: (*picker.Picker).get calls (*mcp.ClientSession).GetPrompt"},
		},
	}}
	env := append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=readonly")
	t.Run("dotted", func(t *testing.T) { checkModule(t, dir, env, want) })
	t.Run("dotless", func(t *testing.T) {
		checkModule(t, testmod.Dotless(t, dir, "example.com/stricthost", "stricthost"), env, want)
	})
}
