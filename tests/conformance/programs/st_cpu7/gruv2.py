"""Adapted from tests/st/ops/cpu/test_gru.py and tests/st/ops/test_gru.py: the _rl_inner_ops.GRUV2 primitive
(MindSpore's CPU kernel: gates z, r, n; the reset gate before the hidden matmul; only the first 3H of each bias
read; seq_lengths not read), bidirectional, its GRUV2Grad and the float64 TypeError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
import mindspore.ops.operations._rl_inner_ops as rl_ops
import mindspore.ops.operations._grad_ops as grad_ops
from _conf import emit, emit_error

I, H, T, B = 3, 2, 3, 2


def vals(n, scale=0.37):
    return (np.sin(np.arange(n) * scale) * 0.9).astype(np.float32)


class Net(nn.Cell):
    def __init__(self, bias, bidir):
        super().__init__()
        self.gru = rl_ops.GRUV2(I, H, 1, bias, bidir, 0.0, True)

    def construct(self, x, h, w, seq):
        return self.gru(x, h, w, seq)


x = Tensor(vals(T * B * I, 0.71).reshape(T, B, I))
seq = Tensor(np.array([3, 2], np.int32))
for bias in (True, False):
    for bidir in (False, True):
        dirs = 2 if bidir else 1
        n = dirs * (3 * H * I + 3 * H * H + (6 * H if bias else 0))
        w = Tensor(vals(n).reshape(n, 1, 1))
        h = Tensor(vals(dirs * B * H, 1.3).reshape(dirs, B, H))
        out, hn, _, _ = Net(bias, bidir)(x, h, w, seq)
        emit(f"forward_bias{bias}_bidir{bidir}", (out, hn))

n = 3 * H * I + 3 * H * H + 6 * H
w = Tensor(vals(n).reshape(n, 1, 1))
h = Tensor(vals(B * H, 1.3).reshape(1, B, H))
out, hn, r1, _ = rl_ops.GRUV2(I, H, 1, True, False, 0.0)(x, h, w, seq)
dy = Tensor(vals(T * B * H, 0.9).reshape(T, B, H))
dhy = Tensor(vals(B * H, 0.5).reshape(1, B, H))
dx, dh, dw = grad_ops.GRUV2Grad(I, H, 1, True, False, 0.0)(x, h, w, seq, out, hn, dy, dhy, r1)
emit("grad_dx", dx)
emit("grad_dh", dh)
emit("grad_dw", dw)
emit("grad_dw_shape", dw.shape)
emit_error("float64", Net(True, False), Tensor(np.ones((T, B, I))), Tensor(np.ones((1, B, H))),
           Tensor(np.ones((n, 1, 1))), seq)

# LSTMV2 has no CPU kernel in MindSpore 2.10: a RuntimeError; float64 is a TypeError first
lstm = rl_ops.LSTMV2(I, H, 1, False, False, 0.0, False)
n4 = 4 * H * (I + H)
emit_error("lstmv2_float32", lstm, x, Tensor(np.ones((1, B, H), np.float32)), Tensor(np.ones((1, B, H), np.float32)),
           Tensor(np.ones((n4, 1, 1), np.float32)), seq)
emit_error("lstmv2_float64", lstm, Tensor(np.ones((T, B, I))), Tensor(np.ones((1, B, H))), Tensor(np.ones((1, B, H))),
           Tensor(np.ones((n4, 1, 1))), seq)
