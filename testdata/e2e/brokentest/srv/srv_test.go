package srv

import "testing"

func TestRegister(t *testing.T) {
	var n int = "one" // does not type-check
	_ = n
}
