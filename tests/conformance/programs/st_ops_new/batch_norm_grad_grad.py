"""BatchNormGradGrad (tests/st/ops/gpu/test_batchnorm_grad_grad_op.py): the gradient of BatchNormGrad for x, dy and
scale, training (batch statistics, functions of x) and inference, NCHW / NHWC / 2-D, float32 and float16 inputs
with float32 parameters, and its errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations._grad_ops import BatchNormGradGrad
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, is_training, epsilon, data_format):
        super().__init__()
        self.op = BatchNormGradGrad(is_training=is_training, epsilon=epsilon, data_format=data_format)

    def construct(self, *args):
        return self.op(*args)


def inputs(shape, c_axis, dt=np.float32):
    n = int(np.prod(shape))
    x = (np.sin(np.arange(n) * 1.3) * 4 + 2).reshape(shape)
    axes = tuple(i for i in range(len(shape)) if i != c_axis)
    c = shape[c_axis]
    dy = np.cos(np.arange(n) * 0.7).reshape(shape) * 3
    gdx = (np.arange(n) % 5 - 2).reshape(shape).astype(np.float64)
    f = lambda v: Tensor(np.asarray(v).astype(np.float32))  # noqa: E731
    return (Tensor(x.astype(dt)), Tensor(dy.astype(dt)), f(np.linspace(0.5, 2, c)), f(x.mean(axes)), f(x.var(axes)),
            Tensor(gdx.astype(dt)), f(np.linspace(-1, 1, c)), f(np.linspace(2, 0.5, c)))


emit("train_nchw", Net(True, 1e-5, "NCHW")(*inputs((2, 3, 2, 2), 1)), rtol=1e-4, atol=1e-4)
emit("train_nhwc", Net(True, 1e-10, "NHWC")(*inputs((2, 2, 2, 3), 3)), rtol=1e-4, atol=1e-4)
emit("train_nc", Net(True, 1e-5, "NCHW")(*inputs((4, 3), 1)), rtol=1e-4, atol=1e-4)
emit("infer_nchw", Net(False, 1e-5, "NCHW")(*inputs((2, 3, 2, 2), 1)), rtol=1e-4, atol=1e-4)
emit("infer_nhwc", Net(False, 1e-3, "NHWC")(*inputs((2, 2, 2, 3), 3)), rtol=1e-4, atol=1e-4)
emit("train_f16", Net(True, 1e-5, "NCHW")(*inputs((2, 3, 2, 2), 1, np.float16)), rtol=1e-2, atol=1e-2)
args = inputs((2, 3, 2, 2), 1)
emit("scale_f16", lambda: Net(True, 1e-5, "NCHW")(*args[:2], args[2].astype(ms.float16), *args[3:]), rtol=1e-3, atol=1e-3)
emit_error("x_int", lambda: Net(True, 1e-5, "NCHW")(args[0].astype(ms.int32), *args[1:]))
