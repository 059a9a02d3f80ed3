package top // want package:`globalRegs\(.*\)`

// cmd already reported the pair.
import (
	_ "example.com/t/dualreg/crossglobal/cmd"
	_ "example.com/t/dualreg/crossglobal/tools"
)
