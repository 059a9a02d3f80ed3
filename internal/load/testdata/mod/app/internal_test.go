package app

import "testing"

func TestInternal(t *testing.T) {
	if Describe("y") != "Y" {
		t.Fatal("Describe")
	}
}
