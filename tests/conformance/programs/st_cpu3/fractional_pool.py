"""Adapted from tests/st/ops/cpu/test_fractionalmaxpool_op.py and test_fractionalavgpool_op.py: fractional
max/avg pooling with deterministic windows (the output length divides the input length), the gradient
primitives, and the bprops; random sequences only by shape/dtype/properties."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import nn_ops as N
from mindspore.ops.operations import _grad_ops as G
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


class First(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x):
        return self.op(x)[0] * 1.5


x = Tensor(np.array([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3], np.float32).reshape(1, 4, 4, 1))
r = [1.0, 1.5, 1.5, 1.0]
for name, cls in (("max", N.FractionalMaxPool), ("avg", N.FractionalAvgPool)):
    emit(name + "_pool", Net(cls(pooling_ratio=r))(x))
    emit(name + "_pool_overlapping", Net(cls(pooling_ratio=r, overlapping=True))(x))
    emit(name + "_pool_int32", Net(cls(pooling_ratio=r, overlapping=True))(Tensor(x.asnumpy().astype(np.int32))))
    x6 = Tensor(np.arange(72, dtype=np.float64).reshape(2, 6, 6, 1) % 7)
    emit(name + "_pool_ratio2", Net(cls(pooling_ratio=[1.0, 2.0, 3.0, 1.0]))(x6))
    if name == "avg":  # MindSpore 2.10 PyNative: FractionalMaxPool's bprop fails (input device address is null)
        emit(name + "_pool_grad", ops.GradOperation()(First(cls(pooling_ratio=r, overlapping=True)))(x))
    y, rows, cols = Net(cls(pooling_ratio=[1.0, 1.4, 1.7, 1.0], pseudo_random=True, deterministic=True, seed=3,
                                  seed2=5))(
        Tensor(np.ones((1, 10, 9, 2), np.float32)))
    d_r, d_c = np.diff(rows.asnumpy()), np.diff(cols.asnumpy())
    emit(name + "_pool_random_props", (y.shape, str(y.dtype), str(rows.dtype), int(rows.asnumpy()[0]),
                                       int(rows.asnumpy()[-1]), int(cols.asnumpy()[-1]),
                                       bool(set(d_r.tolist()) <= {1, 2}), bool(set(d_c.tolist()) <= {1, 2})))
    emit_error(name + "_pool_seed_not_deterministic", Net(cls(pooling_ratio=r, seed=1)), x)
    emit_error(name + "_pool_bad_ratio", Net(cls(pooling_ratio=[2.0, 1.5, 1.5, 1.0])), x)

seq = Tensor(np.array([0, 2, 4], np.int64))
dy = Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32).reshape(1, 2, 2, 1))
emit("max_pool_grad_prim", Net(G.FractionalMaxPoolGrad())(x, dy, dy, seq, seq))
emit("max_pool_grad_prim_overlapping", Net(G.FractionalMaxPoolGrad(overlapping=True))(x, dy, dy, seq, seq))
shape = Tensor(np.array([1, 4, 4, 1], np.int64))
emit("avg_pool_grad_prim", Net(G.FractionalAvgPoolGrad())(shape, dy, seq, seq))
emit("avg_pool_grad_prim_overlapping", Net(G.FractionalAvgPoolGrad(overlapping=True))(shape, dy, seq, seq),
     rtol=1e-6)
