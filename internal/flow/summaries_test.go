package flow

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

// TestValueCopyStores checks the store summaries of a setter on a pointer
// receiver and of its twin on a value receiver: a store into the value
// receiver's own copy of the struct is not one its callers see.
func TestValueCopyStores(t *testing.T) {
	analysistest.Run(t, filepath.Join(analysistest.TestData(), "tuimod"), Analyzer, "./valuecopy")
}
