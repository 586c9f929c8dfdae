"""Comparisons of a float16 Tensor with a Python float (found probing ops.equal, left open in session 19's notes;
MindSpore 2.10's tests/st/ops test_ops_less / test_ops_equal style inputs): in PyNative, Less in every form and the
function/primitive forms of Equal compare in float32 (f16(0.1) < 0.1 is True, ops.equal(f16(0.1), 0.1) False);
``==`` and Tensor.eq compare in float16 (True), as do NotEqual, LessEqual, Greater, GreaterEqual. msgraph compared
everything in float16. MindSpore's Graph mode compares ``<``/ops.less/Tensor.lt in float16 in some graphs and in
float32 in others (P.Less always in float32): msgraph follows PyNative (FOLLOW_PYNATIVE)."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn
from mindspore.ops import operations as P
from _conf import emit

FOLLOW_PYNATIVE = {"forms": "Graph mode compares x < 0.1 of float16 x in float16 or float32 depending on the graph",
                   "lone_lt": "Graph mode compares x < 0.1 of float16 x in float16 here (PyNative: float32)"}

x = Tensor(np.array([0.1, 0.2, 0.3, 1.0, 0.0999], np.float16))


class Forms(nn.Cell):
    def construct(self, x):
        return (x < 0.1, ops.less(x, 0.1), ops.lt(x, 0.1), x.lt(0.1), x.less(0.1), P.Less()(x, 0.1), 0.1 > x,
                x == 0.1, x.eq(0.1), ops.equal(x, 0.1), ops.eq(x, 0.1), x.equal(0.1), P.Equal()(x, 0.1),
                x != 0.1, ops.not_equal(x, 0.1), x >= 0.1, ops.ge(x, 0.1), x > 0.3, ops.gt(x, 0.3), x <= 0.3,
                ops.le(x, 0.3), x < 0.3, x == 0.3, ops.equal(x, 0.3))


class LoneLt(nn.Cell):
    def construct(self, x):
        return x < 0.1


class Float32(nn.Cell):
    def construct(self, x):
        return ops.equal(x, 0.1), x == 0.1, x.eq(0.1)


emit("forms", list(Forms()(x)))
emit("lone_lt", LoneLt()(x))
emit("equal_forms_in_graph_too", list(Forms()(x))[7:13])
emit("float32_unchanged", list(Float32()(x.astype(ms.float32))))
