package dualreg

import "testing"

func TestNormalize(t *testing.T) {
	same := [][]string{
		{"triage_incident", "triage-incident", "triageIncident", "TriageIncident", "triage incident", "TRIAGE_INCIDENT", "triage.incident"},
		{"getHTTPStatus", "get_http_status", "Get-HTTP-Status"},
		{"v2Tool", "v2_tool", "V2-TOOL"},
		{"review", "Review", " review "},
	}
	for _, group := range same {
		want := normalize(group[0])
		for _, name := range group[1:] {
			if got := normalize(name); got != want {
				t.Errorf("normalize(%q) = %q, want %q (as for %q)", name, got, want, group[0])
			}
		}
	}

	different := [][2]string{
		{"triage_incident", "fetch_deploys"},
		{"triage_incident", "triage_incidents"},
		{"review", "preview"},
		{"github/create_issue", "github_create_issue"},
	}
	for _, pair := range different {
		if normalize(pair[0]) == normalize(pair[1]) {
			t.Errorf("normalize(%q) == normalize(%q) == %q, want them different", pair[0], pair[1], normalize(pair[0]))
		}
	}
}
