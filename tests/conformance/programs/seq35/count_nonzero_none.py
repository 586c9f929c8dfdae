"""`ops.count_nonzero(x, None)` / `axis=None` hands None to ReduceSum, whose axis takes none: MindSpore 2.10's
TypeError ("Failed calling ReduceSum with ...") in both modes; `x.count_nonzero(None)` eagerly runs the deprecated
method on CPU, the same TypeError.  msgraph counted over all dims.  (Graph code's `x.count_nonzero(None)` runs the
newer CountNonZero, which has no CPU kernel in MindSpore: not recorded, msgraph computes.)"""
import numpy as np
from mindspore import nn, ops, Tensor
from _conf import emit_error

x = Tensor(np.array([[0.0, 1.5, 0.0], [2.0, 3.0, 0.0]], np.float32))


class OpsNone(nn.Cell):
    def construct(self, a):
        return ops.count_nonzero(a, None)


class OpsAxis(nn.Cell):
    def construct(self, a):
        return ops.count_nonzero(a), ops.count_nonzero(a, 1), ops.count_nonzero(a, (0, 1), True)


emit_error("ops_none", lambda: ops.count_nonzero(x, None))
emit_error("ops_axis_none", lambda: ops.count_nonzero(x, axis=None))
emit_error("ops_default", lambda: ops.count_nonzero(x))
emit_error("method_none", lambda: x.count_nonzero(None))
emit_error("method_default", lambda: x.count_nonzero())
emit_error("method_axis", lambda: x.count_nonzero(0))
emit_error("cell_ops_none", lambda: OpsNone()(x))
emit_error("cell_ops_axis", lambda: OpsAxis()(x))
