"""tests/st/ops/dynamic_shape test_dynamic_getitem/test_dynamic_setitem dynamic-rank cases, both modes: a
reduction over a Tensor axis declared dynamic by set_inputs, ops.dyn_shape (TensorShape) as a slice bound, and a
bool-mask index next to an integer index array (x[t25, :, mask55]: the mask's count broadcasts with it)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Basic(nn.Cell):
    def construct(self, x, axis):
        x = ops.reduce_sum(x, axis)
        n = ops.dyn_shape(x)[0]
        s = x.shape[0]
        return x[1:s:2, 1:n:2, ..., s - 2, None]


class Multi(nn.Cell):
    def construct(self, x, axis):
        x = ops.reduce_min(x, axis)
        x0 = x[Tensor(np.ones((25), int)), :, Tensor(np.ones((5, 5), bool))]
        return x0[x0.min(), 0:1], x0.shape


x = Tensor(np.arange(2 * 3 * 4 * 5 * 6).reshape(2, 3, 4, 5, 6).astype(np.float32))
net = Basic()
net.set_inputs(x, Tensor(shape=(None,), dtype=ms.int64))
emit("basic", net(x, Tensor(np.array([0]))))
emit("dyn_shape", ops.dyn_shape(x))
y = Tensor((np.arange(3 * 6 * 125).reshape(3, 6, 5, 5, 5) % 4 + 1).astype(np.int64))
net = Multi()
net.set_inputs(y, Tensor(shape=(None,), dtype=ms.int64))
emit("multi", net(y, Tensor(np.array([0]))))
