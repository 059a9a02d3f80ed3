package matrix

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// GoMod derives a generated module's go.mod from the shared test module's:
// same go line and requirements (the real SDK versions), a new module path,
// and without the stubbed mcp-golang module, which the matrix does not use.
func GoMod(template, modPath string) (string, error) {
	var out []string
	sawModule := false
	for _, line := range strings.Split(template, "\n") {
		trim := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(trim, "module "):
			line, sawModule = "module "+modPath, true
		case strings.Contains(trim, "github.com/metoro-io/mcp-golang"):
			continue
		}
		out = append(out, line)
	}
	if !sawModule {
		return "", fmt.Errorf("template go.mod has no module line")
	}
	return strings.Join(out, "\n"), nil
}

// WriteModule writes a module at dir with the given go.mod and go.sum and the
// files of progs.
func WriteModule(dir, goMod, goSum string, progs []*Program) error {
	files := map[string]string{"go.mod": goMod, "go.sum": goSum}
	for _, p := range progs {
		for name, src := range p.Files {
			if _, dup := files[name]; dup {
				return fmt.Errorf("%s: file %s written twice", p.Name, name)
			}
			files[name] = src
		}
	}
	for name, src := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			return err
		}
	}
	return nil
}
