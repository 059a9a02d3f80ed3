package app_test

import (
	"testing"

	"example.com/loadtest/app"
	"example.com/loadtest/helper"
)

func TestDescribe(t *testing.T) {
	if got := helper.Twice(app.Describe("x")); got != "XX" {
		t.Fatal(got)
	}
}
