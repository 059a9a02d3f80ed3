// Package analysisdoc extracts an analyzer's documentation from the
// package comment of its doc.go, so that the text exists once: on
// pkg.go.dev and in "go doc" as the package's documentation, in
// "mcpvet help NAME" and in every driver as the Analyzer's Doc.
//
// It is x/tools' internal/analysis/analyzerutil.ExtractDoc (v0.52.0), which
// other modules cannot import, with two differences: the section of an
// analyzer runs to the next "# Analyzer" heading or the end of the comment
// (so its own "# ..." headings, the only heading level a doc comment has,
// are part of it), and a condition of the original whose && and || group
// wrongly is grouped as meant.
//
// An analyzer package's doc.go reads
//
//	// Package halting defines an Analyzer that reports ...
//	//
//	// # Analyzer halting
//	//
//	// halting: report functions that run forever
//	//
//	// The full description, its examples and its own headings...
//	package halting
//
// and the analyzer declares
//
//	//go:embed doc.go
//	var doc string
//
//	var Analyzer = &analysis.Analyzer{
//		Name: "halting",
//		Doc:  analysisdoc.MustExtract(doc, "halting"),
//		...
//	}
package analysisdoc

import (
	"fmt"
	"go/parser"
	"go/token"
	"strings"
)

// MustExtract is like [Extract] but panics on error: a doc.go without the
// section is a programming error, caught by any test of the package.
func MustExtract(content, name string) string {
	doc, err := Extract(content, name)
	if err != nil {
		panic(err)
	}
	return doc
}

// Extract returns the section "# Analyzer NAME" of the package comment of
// the Go source content (a doc.go), in the form Analyzer.Doc expects: the
// section's first line must be "NAME: summary", and Extract returns what
// follows the colon, that summary as the first line, then the rest of the
// section up to the next "# Analyzer" heading or the end of the comment.
func Extract(content, name string) (string, error) {
	if content == "" {
		return "", fmt.Errorf("empty Go source file")
	}
	f, err := parser.ParseFile(token.NewFileSet(), "", content, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		return "", fmt.Errorf("not a Go source file")
	}
	if f.Doc == nil {
		return "", fmt.Errorf("the Go source file has no package doc comment")
	}
	for section := range strings.SplitSeq("\n"+f.Doc.Text(), "\n# Analyzer ") {
		body, ok := strings.CutPrefix(section, name)
		if !ok || body == "" || body[0] != '\n' && body[0] != '\r' {
			continue
		}
		body = strings.TrimSpace(body)
		rest, ok := strings.CutPrefix(body, name+":")
		if !ok {
			return "", fmt.Errorf("'Analyzer %s' heading not followed by '%s: summary...' line", name, name)
		}
		return strings.TrimSpace(rest), nil
	}
	return "", fmt.Errorf("package doc comment contains no 'Analyzer %s' heading", name)
}
