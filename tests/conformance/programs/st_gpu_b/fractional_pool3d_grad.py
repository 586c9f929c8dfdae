"""Adapted from tests/st/ops/gpu/test_fractionalmaxpool3dwithfixedksize_op.py (run on CPU): msgraph had no
_grad_ops.FractionalMaxPool3DGradWithFixedKsize (AttributeError); MindSpore adds out_backprop at the argmax
positions of each plane, in out_backprop's dtype (duplicates summed), int32/int64 argmax only."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
import mindspore.ops.operations.nn_ops as P
import mindspore.ops.operations._grad_ops as G
from _conf import emit, emit_error


class Pool(nn.Cell):
    def __init__(self):
        super().__init__()
        self.pool = P.FractionalMaxPool3DWithFixedKsize((1, 1, 1), (2, 2, 3))

    def construct(self, x, samples):
        return self.pool(x, samples)


class Grad(nn.Cell):
    def __init__(self):
        super().__init__()
        self.grad = G.FractionalMaxPool3DGradWithFixedKsize()

    def construct(self, x, dout, argmax):
        return self.grad(x, dout, argmax)


for t1 in (np.float16, np.float32, np.int32, np.int64):
    x = Tensor(np.arange(1, 65).reshape(1, 1, 4, 4, 4).astype(t1))
    out, argmax = Pool()(x, Tensor(np.array([0.5, 0.5, 0.8], np.float32).reshape(1, 1, 3)))
    emit(f"pool_{np.dtype(t1).name}", out)
    emit(f"argmax_{np.dtype(t1).name}", argmax)
    dout = Tensor(np.arange(1, 13).reshape(1, 1, 2, 2, 3).astype(t1))
    emit(f"grad_{np.dtype(t1).name}", Grad()(x, dout, argmax))
    emit(f"grad_am32_{np.dtype(t1).name}", Grad()(x, dout, Tensor(argmax.asnumpy().astype(np.int32))))

rng = np.random.RandomState(0)
x = Tensor(rng.randn(2, 3, 4, 5, 6).astype(np.float32))
dup = Tensor(rng.randint(0, 120, (2, 3, 2, 2, 2)).astype(np.int64))
emit("grad_dup_f64_dout", Grad()(x, Tensor(rng.randn(2, 3, 2, 2, 2)), dup))
emit("grad_f16_dout", Grad()(x, Tensor(rng.randn(2, 3, 2, 2, 2).astype(np.float16)), dup))
emit("grad_4d", Grad()(Tensor(np.ones((3, 4, 4, 4), np.float32)), Tensor(np.ones((3, 2, 2, 3), np.float32)),
                       Tensor(np.zeros((3, 2, 2, 3), np.int64))))
emit_error("argmax_float", lambda: Grad()(x, Tensor(np.ones((2, 3, 2, 2, 2), np.float32)),
                                          Tensor(np.zeros((2, 3, 2, 2, 2), np.float32))))
emit_error("input_uint8", lambda: Grad()(Tensor(np.ones((1, 1, 4, 4, 4), np.uint8)),
                                         Tensor(np.ones((1, 1, 2, 2, 3), np.uint8)),
                                         Tensor(np.zeros((1, 1, 2, 2, 3), np.int64))))
emit_error("int_dout_float_input", lambda: Grad()(x, Tensor(np.ones((2, 3, 2, 2, 2), np.int32)), dup))
