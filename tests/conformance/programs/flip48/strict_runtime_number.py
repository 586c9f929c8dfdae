"""An op function given a number known only when the graph runs (``float(t)`` of a Tensor argument inside a Cell)
under ``jit_syntax_level=STRICT``: MindSpore's st tests set STRICT (tests/st/utils/test_utils.py) and its TEST_OP
passes numbers to the op that way for its resize check.  MindSpore 2.10's op takes the number as an input and
computes (measured: ops / mint hardshrink and softshrink, ops.celu, ops.leaky_relu, ops.logit, and the gradient).
msgraph ran such a call when the graph runs only in LAX; STRICT raised MSG412 "hardshrink (the attributes of HShrink)
requires a compile-time constant" (st ops/test_ops_hardshrink.py test_hardshrink_dynamic_shape with the mode flipped,
flip48)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, mint, nn
from _conf import emit

ms.set_context(jit_syntax_level=ms.STRICT)
MODES = ("graph",)


class RuntimeNumber(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, v):
        return self.fn(x, float(v))


def mint_hardshrink(x, lambd):
    return mint.nn.functional.hardshrink(x, lambd)


def mint_softshrink(x, lambd):
    return mint.nn.functional.softshrink(x, lambd)


x = Tensor(np.array([[-1.0, -0.5, -0.3, 0.0], [0.2, 0.55, 0.7, 3.0]], np.float32))
for name, fn in [("ops_hardshrink", ops.hardshrink), ("ops_softshrink", ops.softshrink),
                 ("mint_hardshrink", mint_hardshrink), ("mint_softshrink", mint_softshrink),
                 ("ops_celu", ops.celu), ("ops_leaky_relu", ops.leaky_relu), ("ops_logit", ops.logit)]:
    net = RuntimeNumber(fn)
    emit(f"{name}_0.5", net(x, Tensor(0.5, ms.float32)))
    emit(f"{name}_0.75", net(x, Tensor(0.75, ms.float32)))

# the st TEST_OP resize pattern: dynamic-shape x, the number as a help Tensor
net = RuntimeNumber(mint_hardshrink)
net.set_inputs(Tensor(shape=None, dtype=ms.float32), Tensor(0.5))
emit("dyn_rank_first", net(x, Tensor(0.5)))
emit("dyn_rank_second", net(Tensor(np.arange(-6, 6).reshape(2, 3, 2).astype(np.float32) / 4), Tensor(0.6)))
emit("grad_hardshrink", ops.GradOperation(get_all=True)(RuntimeNumber(ops.hardshrink))(x, Tensor(0.5, ms.float32)))
