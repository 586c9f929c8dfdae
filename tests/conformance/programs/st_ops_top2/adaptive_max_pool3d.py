"""ops.adaptive_max_pool3d / nn.AdaptiveMaxPool3d (st test_adaptive_max_pool3d): windows floor(i*in/out) ..
ceil((i+1)*in/out), flat plane indices (int32), None refused (a TypeError), 4-D and 5-D inputs, int inputs, gradient."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

x = Tensor((np.sin(np.arange(2 * 2 * 3 * 5 * 4) * 0.9) * 4).reshape(2, 2, 3, 5, 4).astype(np.float32))
xi = Tensor(np.arange(0, 64).reshape(1, 4, 4, 4).astype(np.int32))
emit("int_output_size", ops.adaptive_max_pool3d(xi, 2))
emit("nn_cell_int", nn.AdaptiveMaxPool3d(2)(xi))
emit("uneven_with_indices", ops.adaptive_max_pool3d(x, (2, 3, 3), True))


def none_size():
    return nn.AdaptiveMaxPool3d((None, 2, 1), True)(x)


emit_error("none_refused", none_size)
emit("unbatched", ops.adaptive_max_pool3d(x[0], (1, 2, 2), True))
emit("cell_graph", ms.jit(nn.AdaptiveMaxPool3d((2, 2, 2), True).construct)(x))


def loss(v):
    return (ops.adaptive_max_pool3d(v, (2, 3, 2)) * Tensor(np.arange(48).reshape(2, 2, 2, 3, 2).astype(np.float32))
            ).sum()


emit("grad", ms.grad(loss)(x))
emit_error("zero_dims", nn.AdaptiveMaxPool3d([1, 1, 2]), Tensor(np.zeros((0, 3, 3, 4), np.int32)))
