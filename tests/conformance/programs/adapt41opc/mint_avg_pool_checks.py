"""mint.nn.functional.avg_pool1d / avg_pool2d argument checks (st ops test_mint_avg_pool1d / 2d; adapt41opc).
MindSpore 2.10's AvgPool1D / AvgPool2D inference refuses, in both modes and with ValueErrors: a kernel size or stride
below 1, a divisor_override of 0, padding above half the kernel, an output size below 1, three kernel sizes for 2-D.
msgraph computed a zero divisor (as the window size) and padding above half, and raised RuntimeError / TypeError for
the rest.  (Valid calls have no oracle: MindSpore 2.10's CPU build has no AvgPool1D / AvgPool2D kernel.)"""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, mint
from _conf import emit_error

ms.set_context(pynative_synchronize=True)   # (each case's error at its own label)
F = mint.nn.functional


class Fn(nn.Cell):
    def __init__(self, fn, *pos, **kw):
        super().__init__()
        self.fn = fn
        self.pos = pos
        self.kw = kw

    def construct(self, *a):
        return self.fn(*(a + self.pos), **self.kw)


X4 = Tensor(((np.arange(100).reshape(2, 2, 5, 5) % 7 - 3.0) * 0.5).astype(np.float32))
X3 = Tensor(((np.arange(42).reshape(2, 3, 7) % 5 - 2.0) * 0.5).astype(np.float32))
emit_error("avg_pool2d_divisor_zero", lambda: Fn(F.avg_pool2d, 2, divisor_override=0)(X4))
emit_error("avg_pool2d_pad_above_half", lambda: Fn(F.avg_pool2d, 2, 2, 2)(X4))
emit_error("avg_pool1d_pad_above_half", lambda: Fn(F.avg_pool1d, 2, 2, 2)(X3))
emit_error("avg_pool2d_kernel_too_big", lambda: Fn(F.avg_pool2d, 6)(X4))
emit_error("avg_pool2d_kernel_negative", lambda: Fn(F.avg_pool2d, -1)(X4))
emit_error("avg_pool2d_three_kernel_sizes", lambda: Fn(F.avg_pool2d, (2, 2, 2))(X4))
