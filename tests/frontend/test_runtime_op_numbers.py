"""Op functions given numbers known only when the graph runs (``int(t)`` / ``float(t)`` of a Tensor argument, as
MindSpore's st TEST_OP passes an op's numbers; ``ms.mutable``), where MindSpore 2.10 gives no oracle (flip49)."""
import numpy as np

import msgraph as ms
from msgraph import Tensor, mint, nn, ops


class _RuntimeShift(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, x, s):
        return self.fn(x, int(s), 1)


def test_roll_runtime_shift_as_constant():
    # MindSpore 2.10's CPU build has no Roll kernel (RuntimeError in both modes); msgraph computes roll with constants,
    # and now with a run-time shift too (was TypeError "len() of a 0-d Tensor")
    x = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4))
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        for fn in (ops.roll, mint.roll):
            got = _RuntimeShift(fn)(x, Tensor(1)).asnumpy()
            np.testing.assert_array_equal(got, np.roll(x.asnumpy(), 1, 1))
            got = _RuntimeShift(fn)(x, Tensor(-3)).asnumpy()
            np.testing.assert_array_equal(got, np.roll(x.asnumpy(), -3, 1))
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)
