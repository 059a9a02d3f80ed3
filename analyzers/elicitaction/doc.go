// Package elicitaction defines an Analyzer that reports an elicitation's
// answer used without regard to what the user did.
//
// # Analyzer elicitaction
//
// elicitaction: report an elicitation's answer used as if the user had accepted, or accepted content used unchecked
//
// The user answers an elicitation with one of three actions: accept (the
// content holds the answer), decline (an explicit no) or cancel (the dialog
// was dismissed). elicitaction reports, in MCP tool handlers and the
// functions they call, four ways of getting that wrong: content read where
// the action can be other than accept, decline and cancel not told apart, accepted
// content asserted without comma-ok, and an enum's value acted on
// unchecked.
//
// # What it reports
//
// For the answer of go-sdk (*mcp.ServerSession).Elicit, an
// *mcp.ElicitResult read from InputResponses, mcp-go RequestElicitation or
// server.ElicitationResponse (also when a helper returns it):
//
//   - content read where the action can be other than accept: the content
//     is read on a path where the action can be something other than
//     "accept": no test of the action on the way, or tests that let
//     "decline" or "cancel" through (the answer's Content is empty on those,
//     and the tool goes on as if answered). This is a property of the paths
//     of the function's control flow, so every form of the test counts: an
//     if or an if chain, a switch with or without default, early returns,
//     a test kept in a variable (ok := err == nil && res.Action ==
//     "accept"), and the error of a helper that returns the answer with a
//     nil error only on accept (every other path returns a non-nil error or
//     no answer), when the caller returns on that error: a helper of the
//     package, or an exported one of another package (by facts). The finding
//     names the actions that reach the read. Content only formatted or
//     logged (passed to fmt, log or log/slog) is not reported. Nor is
//     content serialised by json.Marshal or MarshalIndent whose bytes are
//     only formatted or logged, nor content handed on with the action
//     beside it in a value the function returns (a wrapper: return
//     &Result{Action: res.Action, Content: res.Content}): its caller gets
//     the action and is the one to test it. An answer a helper builds
//     itself with a constant action (return &mcp.ElicitResult{Action:
//     "accept", Content: c}: a client-side helper, a canned answer) can
//     hold only that action. One finding per answer.
//   - decline and cancel not told apart, proceeding: the action is compared
//     only to "accept" (never to "decline" or "cancel") and the other
//     outcomes fall through to the code after the test with the value the
//     tool had before asking (the asked-for value and the default meet in
//     one variable, shown as evidence); a non-accept branch that ends the
//     operation is a defined outcome and is not reported.
//   - accepted content used without validation: a value of the content
//     asserted to a type without the comma-ok form
//     (res.Content["n"].(string), res.Content.(map[string]any)): the schema
//     is a request, not a guarantee, and a client that sends another type
//     or leaves a key out makes the tool panic.
//   - an enum's value acted on unchecked: the value of a key whose requested
//     schema (as the code shows it at the elicitation whose answer is read:
//     a literal, through variables and helpers of any package, as
//     elicitconfirm reads it) offers an enum is acted on (passed to a call that is not
//     formatting, stored, returned, put in a map or sent on a channel)
//     without being checked against the choices (compared to a constant,
//     switched on, looked up in a map, or given to a function of slices or
//     strings).
//
// A test through a function of any package that receives the answer (if
// !accepted(res), or if err := check(res); err != nil) counts as a test of
// the action for the reads on its branches (which branch is accept is not
// known), not for a read after the branches meet. An answer passed to
// another function is judged there only when that function obtains it
// itself (from an elicitation, or from a helper that returns one, whose
// tests of the action then count).
//
//	cleanup/cleanup.go:33:10: elicitaction: cleanup.deleteWorkspace reads the content of an elicitation's answer without checking that the action is "accept": on "decline" or "cancel" it is empty, and the tool goes on as if the user had answered; test the action first and give decline and cancel their own outcome
//	cleanup/cleanup.go:33:29: elicitaction: cleanup.deleteWorkspace asserts a value of the accepted content to bool without checking: the requested schema is a request, not a guarantee, and a client that sends another type or leaves the key out makes the tool panic; use v, ok := ... and handle a missing or wrong value
//
// # The fix
//
// switch res.Action with a case for each outcome (stop, or say what happens
// instead, on decline and cancel), and v, ok := res.Content["k"].(T) with a
// defined answer when !ok.
//
// # Suppressing a finding
//
// A finding is suppressed by
//
//	//mcpvet:ignore elicitaction <reason>
//
// on its line or the line above, or on a line of its evidence.
package elicitaction
