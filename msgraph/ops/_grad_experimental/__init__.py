"""``mindspore.ops._grad_experimental``: the shape helpers of MindSpore's bprop definitions that its tests
import (msgraph's bprop rules live in the op registry)."""
