"""LayerNormGradGrad (tests/st/ops/gpu/test_layer_norm_grad_grad_op.py, tests/st/dynamic_shape/
test_layer_norm_grad_grad.py): the second-order LayerNorm gradient from x, dy, variance, mean, gamma and the
gradients of LayerNormGrad's outputs; float32, float16 (with float32 statistics), 3-D inputs, shape errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import _grad_ops as G
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, a, p):
        super().__init__()
        self.op = G.LayerNormGradGrad(a, p)

    def construct(self, *args):
        return self.op(*args)


def inputs(shape, a, dt=np.float32, stat_dt=None):
    n = int(np.prod(shape))
    x = (np.sin(np.arange(n) * 1.7) * 3).reshape(shape).astype(np.float32)
    axes = tuple(range(a, len(shape)))
    mean, var = x.mean(axes, keepdims=True), x.var(axes, keepdims=True)
    dy = np.cos(np.arange(n) * 0.9).reshape(shape).astype(np.float32)
    ps = shape[a:]
    m = int(np.prod(ps))
    gamma = np.linspace(0.5, 2.0, m).reshape(ps).astype(np.float32)
    ddx = (np.sin(np.arange(n) * 0.3) + 0.2).reshape(shape).astype(np.float32)
    ddg = np.linspace(-1, 1, m).reshape(ps).astype(np.float32)
    ddb = np.linspace(0.3, -0.7, m).reshape(ps).astype(np.float32)
    sd = stat_dt or dt
    return [Tensor(v.astype(sd if i in (2, 3) else dt)) for i, v in enumerate((x, dy, var, mean, gamma, ddx, ddg, ddb))]


emit("f32_2d", Net(1, 1)(*inputs((4, 6), 1)), rtol=1e-4, atol=1e-4)
emit("f32_neg_axes", Net(-1, -1)(*inputs((2, 3, 5), 2)), rtol=1e-4, atol=1e-4)
emit("f32_3d_two_norm_axes", Net(1, 1)(*inputs((2, 3, 4), 1)), rtol=1e-4, atol=1e-4)
emit("f16_f32_stats", Net(1, 1)(*inputs((3, 8), 1, np.float16, np.float32)), rtol=2e-2, atol=2e-2)
emit("f16", Net(1, 1)(*inputs((3, 8), 1, np.float16)), rtol=2e-2, atol=2e-2)
x, dy, var, mean, gamma, ddx, ddg, ddb = inputs((2, 3), 1)
emit("st_example", Net(1, 1)(Tensor(np.array([[1, 2, 3], [1, 2, 3]], np.float32)), Tensor(np.ones((2, 3), np.float32)),
                             Tensor(np.array([[0.6666667], [0.6666667]], np.float32)), Tensor(np.array([[2.], [2.]], np.float32)),
                             Tensor(np.ones([3], np.float32)), Tensor(np.ones((2, 3), np.float32)),
                             Tensor(np.ones([3], np.float32)), Tensor(np.ones([3], np.float32))), rtol=1e-4, atol=1e-4)
emit_error("gamma_shape", lambda: Net(1, 1)(x, dy, var, mean, Tensor(np.ones((2, 3), np.float32)), ddx, ddg, ddb))
emit_error("int_input", lambda: Net(1, 1)(x.astype(ms.int32), dy, var, mean, gamma, ddx, ddg, ddb))
